// Lexicographic comparison of two heterogeneous tuples implemented with
// recursive variadic templates and an index parameter.
#include <cstdio>

template <typename... Ts> struct Tup;
template <> struct Tup<> {};
template <typename H, typename... T> struct Tup<H, T...> { H h; Tup<T...> t; };

inline int compare(const Tup<> &, const Tup<> &) { return 0; }
template <typename H, typename... T>
int compare(const Tup<H, T...> &a, const Tup<H, T...> &b) {
    if (a.h < b.h) return -1;
    if (b.h < a.h) return 1;
    return compare(a.t, b.t);
}

int main() {
    typedef Tup<int, char, double> T3;
    T3 a{1, {'b', {2.5, {}}}};
    T3 b{1, {'b', {3.5, {}}}};
    T3 c{0, {'z', {9.0, {}}}};
    printf("%d %d %d %d\n", compare(a, b), compare(b, a), compare(a, a), compare(c, a));
    return 0;
}
