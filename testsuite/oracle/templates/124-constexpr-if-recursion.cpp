// Recursive variadic processing with if constexpr instead of an overload
// for the empty pack: join numbers with separators, sum even positions.
#include <cstdio>

template <typename T, typename... Ts>
void join(T first, Ts... rest) {
    printf("%d", first);
    if constexpr (sizeof...(rest) > 0) {
        printf("-");
        join(rest...);
    } else {
        printf("\n");
    }
}

template <bool Even = true, typename T, typename... Ts>
int sum_even_positions(T first, Ts... rest) {
    int here = Even ? first : 0;
    if constexpr (sizeof...(rest) == 0) return here;
    else return here + sum_even_positions<!Even>(rest...);
}

int main() {
    join(1, 2, 3, 4);
    join(42);
    printf("%d\n", sum_even_positions(1, 10, 2, 20, 3));
    printf("%d\n", sum_even_positions(5));
    return 0;
}
