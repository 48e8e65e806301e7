// A captureless lambda converts to a function pointer; unary + forces it.
#include <cstdio>

int apply(int (*f)(int), int x) { return f(x); }

int main() {
    auto square = [](int x) { return x * x; };
    int (*fp)(int) = square;
    printf("%d %d\n", fp(7), apply(square, 5));
    printf("%d\n", apply([](int x) { return x + 100; }, 1));
    auto p = +[](int x) { return -x; };
    printf("%d\n", p(9));
    int (*table[3])(int) = {square, [](int x) { return x * 2; }, [](int x) { return x - 1; }};
    for (int i = 0; i < 3; ++i) printf("%d ", table[i](6));
    printf("\n");
    return 0;
}
