// Picking the N-th type and value of a pack by recursive partial
// specialization and by a constexpr array, and reversing a pack.
#include <cstdio>

template <int N, typename... Ts> struct nth;
template <typename T, typename... Ts> struct nth<0, T, Ts...> { typedef T type; };
template <int N, typename T, typename... Ts> struct nth<N, T, Ts...> { typedef typename nth<N - 1, Ts...>::type type; };

template <int I, int... Vs>
constexpr int nth_value() { constexpr int a[] = {Vs...}; return a[I]; }

template <typename... Ts> struct tl {};
template <typename L, typename R> struct rev_impl;
template <typename... Rs> struct rev_impl<tl<>, tl<Rs...>> { typedef tl<Rs...> type; };
template <typename T, typename... Ts, typename... Rs>
struct rev_impl<tl<T, Ts...>, tl<Rs...>> { typedef typename rev_impl<tl<Ts...>, tl<T, Rs...>>::type type; };

template <typename... Ts> int sizes(tl<Ts...>) { int s = 0; int a[] = {0, (s = s * 10 + (int)sizeof(Ts))...}; (void)a; return s; }

int main() {
    printf("%d %d\n", (int)sizeof(nth<2, char, short, double, int>::type), nth_value<3, 5, 6, 7, 8>());
    printf("%d\n", sizes(rev_impl<tl<char, short, int>, tl<>>::type()));
    return 0;
}
