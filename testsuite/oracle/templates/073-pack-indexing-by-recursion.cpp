// Selecting the I-th element of a value pack and of a type pack by
// recursion, and reversing a pack into an array.
#include <cstdio>

template <int I, typename T, typename... Ts>
struct nth_type { typedef typename nth_type<I - 1, Ts...>::type type; };
template <typename T, typename... Ts>
struct nth_type<0, T, Ts...> { typedef T type; };

template <int I, typename T, typename... Ts>
auto nth_value(T first, Ts... rest) {
    if constexpr (I == 0) return first;
    else return nth_value<I - 1>(rest...);
}

template <typename... Ts>
void reversed(Ts... xs) {
    int in[] = {xs...};
    int out[sizeof...(Ts)];
    for (int i = 0; i < (int)sizeof...(Ts); ++i) out[i] = in[sizeof...(Ts) - 1 - i];
    for (int v : out) printf("%d ", v);
    printf("\n");
}

int main() {
    printf("%zu %zu\n", sizeof(nth_type<0, char, double, short>::type), sizeof(nth_type<2, char, double, short>::type));
    printf("%d %.1f %c\n", nth_value<0>(7, 2.5, 'z'), nth_value<1>(7, 2.5, 'z'), nth_value<2>(7, 2.5, 'z'));
    reversed(1, 2, 3, 4, 5);
    return 0;
}
