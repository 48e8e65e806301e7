// All four fold-expression forms (unary right/left, binary right/left) with
// a non-associative operator to show the grouping, and folds over && || , .
#include <cstdio>

template <typename... Ts> int unary_right(Ts... xs) { return (xs - ...); }
template <typename... Ts> int unary_left(Ts... xs) { return (... - xs); }
template <typename... Ts> int binary_right(Ts... xs) { return (xs - ... - 100); }
template <typename... Ts> int binary_left(Ts... xs) { return (100 - ... - xs); }

template <typename... Ts> bool all(Ts... xs) { return (... && xs); }
template <typename... Ts> bool any(Ts... xs) { return (xs || ...); }

template <typename... Ts>
void print_all(Ts... xs) {
    ((printf("[%d]", xs)), ...);
    printf("\n");
}

int main() {
    printf("%d %d\n", unary_right(10, 3, 2), unary_left(10, 3, 2));
    printf("%d %d\n", binary_right(10, 3, 2), binary_left(10, 3, 2));
    printf("%d %d %d\n", all(), all(1, 1, 0), all(true, 2, 3));
    printf("%d %d %d\n", any(), any(0, 0, 5), any(false, false));
    print_all(3, 1, 4, 1, 5);
    return 0;
}
