// A mutable lambda changes its own copy of a captured variable; copies of
// the closure have independent state.
#include <cstdio>

int main() {
    int seed = 5;
    auto gen = [seed]() mutable { seed = seed * 3 % 17; return seed; };
    printf("%d ", gen());
    printf("%d ", gen());
    auto copy = gen;
    printf("%d ", gen());
    printf("%d ", copy());
    printf("%d\n", copy());
    printf("seed %d\n", seed);
    return 0;
}
