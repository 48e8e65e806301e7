// SFINAE with decltype in return types to pick the best way to convert a
// value to an int: a to_int() member, a conversion, or a fallback.
#include <cstdio>

template <typename T> T &&declval();

struct prefer {};
struct fallback {};
struct rank1 : fallback {};
struct rank2 : rank1 {};

template <typename T>
auto as_int(const T &x, rank2) -> decltype(x.to_int()) { printf("member to_int: "); return x.to_int(); }
template <typename T>
auto as_int(const T &x, rank1) -> decltype(static_cast<int>(x)) { printf("cast: "); return static_cast<int>(x); }
template <typename T>
int as_int(const T &, fallback) { printf("fallback: "); return -1; }

struct Num { int to_int() const { return 7; } };
struct Conv { operator int() const { return 8; } };
struct Nothing {};

template <typename T>
void show(const T &x) { printf("%d\n", as_int(x, rank2())); }

int main() {
    show(Num());
    show(Conv());
    show(Nothing());
    show(3.9);
    return 0;
}
