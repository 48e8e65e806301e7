// Initializer clauses in a braced list are evaluated left to right, also
// when they call functions with side effects (aggregate and constructor).
#include <cstdio>

int counter = 0;
int next(const char *what) {
    ++counter;
    printf("%s gets %d\n", what, counter);
    return counter;
}

struct Agg { int a, b, c; };
struct Ctor {
    int x, y;
    Ctor(int p, int q) : x(p), y(q) {}
};

int main() {
    Agg g{next("a"), next("b"), next("c")};
    Ctor k{next("x"), next("y")};
    int arr[] = {next("arr0"), next("arr1")};
    printf("%d %d %d | %d %d | %d %d\n", g.a, g.b, g.c, k.x, k.y, arr[0], arr[1]);
    return 0;
}
