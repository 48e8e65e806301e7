// sizeof... in constant expressions: array bounds, template arguments,
// and arithmetic mixing packs of different lengths.
#include <cstdio>

template <typename... Ts>
struct Info {
    static constexpr int count = sizeof...(Ts);
    static constexpr int bytes = (0 + ... + (int)sizeof(Ts));
    char slots[sizeof...(Ts) + 1];
};

template <int... As>
struct Pair {
    template <int... Bs>
    static constexpr int product_of_lengths() { return sizeof...(As) * sizeof...(Bs); }
};

template <typename... Ts, typename... Us>
constexpr int both(void (*)(Ts...), void (*)(Us...)) { return sizeof...(Ts) * 10 + sizeof...(Us); }

void f3(int, int, int) {}
void f1(char) {}

int main() {
    printf("%d %d %zu\n", Info<char, int, double>::count, Info<char, int, double>::bytes, sizeof(Info<char, int>));
    printf("%d\n", Pair<1, 2, 3>::product_of_lengths<4, 5>());
    printf("%d\n", both(f3, f1));
    return 0;
}
