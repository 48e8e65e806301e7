// Folds applying a lambda to each pack element, short-circuiting folds that
// stop at the first match, and a fold building a bitmask.
#include <cstdio>

template <typename F, typename... Ts>
void for_each_arg(F f, Ts... xs) { (f(xs), ...); }

template <typename... Ts>
int first_negative_index(Ts... xs) {
    int i = 0, found = -1;
    ((xs < 0 ? (found = i, true) : (++i, false)) || ...);
    return found;
}

template <int... Bits>
constexpr unsigned mask() { return (0u | ... | (1u << Bits)); }

int main() {
    int total = 0;
    for_each_arg([&total](int x) { total += x; printf("saw %d\n", x); }, 4, 5, 6);
    printf("total %d\n", total);
    printf("%d %d\n", first_negative_index(3, 1, -4, -1), first_negative_index(1, 2));
    printf("%x\n", mask<0, 3, 4, 8>());
    return 0;
}
