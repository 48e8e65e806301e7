// Default template arguments on class and function templates, including a
// default that refers to an earlier parameter.
#include <cstdio>

template <typename T = int, int N = 4, typename Index = T>
struct Array {
    T data[N];
    Index size() const { return (Index)N; }
};

template <typename To = double, typename From>
To convert(From f) { return (To)f / 2; }

int main() {
    Array<> a;
    Array<char> b;
    Array<double, 2> c;
    Array<short, 3, long> d;
    printf("%zu %zu %zu %zu\n", sizeof a, sizeof b, sizeof c, sizeof d);
    printf("%d %d %.1f %ld\n", a.size(), (int)b.size(), c.size(), d.size());
    printf("%.2f %d\n", convert(5), convert<int>(5));
    return 0;
}
