// Variadic function templates by recursion and by fold expressions;
// sizeof... on type and value packs.
#include <cstdio>

template <typename T>
T sum_rec(T v) { return v; }
template <typename T, typename... Rest>
T sum_rec(T first, Rest... rest) { return first + sum_rec(rest...); }

template <typename... Ts>
auto sum_fold(Ts... xs) { return (xs + ... + 0); }

template <typename... Ts>
constexpr int count(Ts...) { return sizeof...(Ts); }

template <int... Ns>
struct IntList { static const int size = sizeof...(Ns); };

int main() {
    printf("%d\n", sum_rec(1, 2, 3, 4));
    printf("%.2f\n", sum_rec(0.5, 1, 2));
    printf("%d\n", sum_fold(10, 20, 30));
    printf("%d\n", sum_fold());
    printf("%d %d\n", count(), count(1, 'a', 2.0, "s"));
    printf("%d\n", IntList<1, 2, 3, 4, 5>::size);
    return 0;
}
