// conditional<B, T, F> chooses a type; used to pick an accumulator type by
// size.
#include <cstdio>

template <bool B, typename T, typename F> struct conditional { using type = T; };
template <typename T, typename F> struct conditional<false, T, F> { using type = F; };
template <bool B, typename T, typename F>
using conditional_t = typename conditional<B, T, F>::type;

template <typename T>
using wide_t = conditional_t<(sizeof(T) < 4), int, long long>;

template <typename T>
wide_t<T> total(const T *xs, int n) {
    wide_t<T> s = 0;
    for (int i = 0; i < n; ++i) s += xs[i];
    return s;
}

int main() {
    unsigned char bytes[] = {200, 200, 200};
    int ints[] = {2000000000, 2000000000};
    printf("%d %zu\n", (int)total(bytes, 3), sizeof(wide_t<unsigned char>));
    printf("%lld %zu\n", (long long)total(ints, 2), sizeof(wide_t<int>));
    return 0;
}
