// A policy class selected by a typedef, its member function templates
// called with explicit and deduced arguments.
#include <cstdio>

struct Doubling { template <typename T> static T apply(T x) { return x * 2; } };
struct Squaring { template <typename T> static T apply(T x) { return x * x; } };

template <bool B> struct pick { typedef Doubling type; };
template <> struct pick<false> { typedef Squaring type; };

template <typename Policy>
struct Runner {
    template <typename T> T run(T x) const { return Policy::template apply<T>(x) + Policy::apply(x); }
};

int main() {
    typedef pick<true>::type P1;
    typedef pick<false>::type P2;
    printf("%d %.1f\n", P1::apply<int>(4), P2::apply(1.5));
    Runner<P1> r1;
    Runner<P2> r2;
    printf("%d %ld\n", r1.run(3), r2.run(5L));
    return 0;
}
