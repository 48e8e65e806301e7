// Computing a result type from a pack (the largest of the types) and
// returning the sum in that type.
#include <cstdio>

template <typename A, typename B> struct larger { typedef A type; };
template <> struct larger<char, int> { typedef int type; };
template <> struct larger<char, long> { typedef long type; };
template <> struct larger<int, long> { typedef long type; };
template <> struct larger<int, double> { typedef double type; };
template <> struct larger<long, double> { typedef double type; };
template <> struct larger<char, double> { typedef double type; };

template <typename... Ts> struct largest;
template <typename T> struct largest<T> { typedef T type; };
template <typename T, typename... Ts> struct largest<T, Ts...> {
    typedef typename larger<T, typename largest<Ts...>::type>::type type;
};

template <typename... Ts>
typename largest<Ts...>::type total(Ts... xs) { return (typename largest<Ts...>::type(0) + ... + xs); }

int main() {
    auto a = total('a', 1);
    auto b = total(1, 2L);
    auto c = total('b', 1, 0.5);
    printf("%zu %d\n", sizeof a, (int)a);
    printf("%zu %ld\n", sizeof b, b);
    printf("%zu %.1f\n", sizeof c, c);
    return 0;
}
