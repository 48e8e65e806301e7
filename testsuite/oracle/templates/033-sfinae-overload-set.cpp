// An overload set selected by expression SFINAE in trailing return types:
// prefer x.size(), then sizeof-array, then a fallback.
#include <cstdio>

struct priority0 {};
struct priority1 : priority0 {};
struct priority2 : priority1 {};

template <typename T>
auto length_impl(const T &x, priority2) -> decltype(x.size()) { return x.size(); }
template <typename T, int N>
int length_impl(const T (&)[N], priority1) { return N; }
template <typename T>
int length_impl(const T &, priority0) { return -1; }

template <typename T>
int length(const T &x) { return (int)length_impl(x, priority2()); }

struct Sized { int size() const { return 12; } };
struct Unsized {};
struct SizedLong { long size() const { return 99; } };

int main() {
    int arr[7];
    Sized s;
    Unsized u;
    SizedLong sl;
    printf("%d %d %d %d %d\n", length(arr), length(s), length(u), length(sl), length(3.0));
    return 0;
}
