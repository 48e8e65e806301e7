// Variadic min/max/clamp with a common type, and a variadic 'all_same'
// check on the types.
#include <cstdio>

template <typename T>
const T &vmax(const T &a) { return a; }
template <typename T, typename... Ts>
const T &vmax(const T &a, const T &b, const Ts &...rest) { return vmax(a < b ? b : a, rest...); }

template <typename T>
T vmin(T a) { return a; }
template <typename T, typename... Ts>
T vmin(T a, Ts... rest) {
    T r = vmin(rest...);
    return a < r ? a : r;
}

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };
template <typename T, typename... Ts> struct all_same { static const bool value = (same<T, Ts>::value && ...); };

int main() {
    printf("%d %d\n", vmax(3, 9, 2, 7), vmin(3, 9, 2, 7));
    printf("%.1f\n", vmax(1.5, -2.0, 0.5));
    printf("%c\n", vmax('q', 'z', 'a'));
    printf("%d %d %d\n", all_same<int, int, int>::value, all_same<int, long>::value, all_same<char>::value);
    return 0;
}
