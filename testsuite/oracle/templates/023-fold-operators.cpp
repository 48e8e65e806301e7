// Folds over many binary operators: * | & ^ << >> and comparison chains via
// a helper; the empty-pack identities for && || ,.
#include <cstdio>

template <typename... Ts> long product(Ts... xs) { return (1L * ... * xs); }
template <typename... Ts> unsigned bit_or(Ts... xs) { return (0u | ... | xs); }
template <typename... Ts> unsigned bit_and(Ts... xs) { return (~0u & ... & xs); }
template <typename... Ts> unsigned bit_xor(Ts... xs) { return (xs ^ ...); }
template <typename... Ts> unsigned shift_left(unsigned v, Ts... s) { return (v << ... << s); }
template <typename T, typename... Ts> bool ascending(T first, Ts... rest) {
    T prev = first;
    return (... && (prev < rest ? (prev = rest, true) : false));
}

int main() {
    printf("%ld\n", product(2, 3, 4, 5));
    printf("%u %u %u\n", bit_or(1u, 4u, 16u), bit_and(0xffu, 0x3cu, 0x0fu), bit_xor(5u, 3u, 1u));
    printf("%u\n", shift_left(1u, 1, 2, 3));
    printf("%d %d\n", ascending(1, 2, 5, 9), ascending(1, 3, 2));
    return 0;
}
