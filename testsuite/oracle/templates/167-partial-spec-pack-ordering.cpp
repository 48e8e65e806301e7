// Ordering partial specializations with trailing packs: a pack stands for
// a whole unique pack, which only a pack expansion matches (libstdc++'s
// _Nth_type: <1, T0, T1, T2, R...> beats <1, T0, T1, R...> and
// <N, T0, T1, T2, R...>).
#include <cstdio>

template<int N, typename... Ts> struct Nth { static const int which = 0; };
template<typename T0, typename... R> struct Nth<0, T0, R...> { static const int which = 1; };
template<typename T0, typename T1, typename... R> struct Nth<1, T0, T1, R...> { static const int which = 2; };
template<int N, typename T0, typename T1, typename T2, typename... R>
struct Nth<N, T0, T1, T2, R...> { static const int which = 3; };
template<typename T0, typename T1, typename T2, typename... R>
struct Nth<1, T0, T1, T2, R...> { static const int which = 4; };
template<typename T0, typename T1, typename T2, typename... R>
struct Nth<0, T0, T1, T2, R...> { static const int which = 5; };
template<typename T0, typename T1, typename... R> struct Nth<0, T0, T1, R...> { static const int which = 6; };

template<typename... Ts> struct Last { static const int which = 0; };
template<typename T> struct Last<T> { static const int which = 1; };
template<typename T, typename... Ts> struct Last<T, Ts...> { static const int which = 2; };

int main() {
    printf("%d %d %d %d\n", Nth<1, int, char>::which, Nth<1, int, char, long>::which,
           Nth<2, int, char, long>::which, Nth<0, int>::which);
    printf("%d %d %d\n", Nth<0, int, char>::which, Nth<0, int, char, long, short>::which,
           Nth<5, int>::which);
    printf("%d %d %d\n", Last<>::which, Last<int>::which, Last<int, int>::which);
    return 0;
}
