// Nested pack expansions: a pack of packs flattened through a class template
// of class templates, and a cartesian product printed.
#include <cstdio>

template <int... Vs> struct vals {};

template <typename... Lists> struct total;
template <int... Vs, typename... Rest> struct total<vals<Vs...>, Rest...> {
    static const int value = (0 + ... + Vs) + total<Rest...>::value;
};
template <> struct total<> { static const int value = 0; };

template <int... As>
struct Outer {
    template <int A, int... Bs>
    static void row() {
        printf("%d:", A);
        ((printf(" %d", A * Bs)), ...);
        printf("\n");
    }
    template <int... Bs>
    static void product() { (row<As, Bs...>(), ...); }
};

int main() {
    printf("%d\n", total<vals<1, 2>, vals<>, vals<3, 4, 5>>::value);
    Outer<1, 2, 3>::product<10, 100>();
    return 0;
}
