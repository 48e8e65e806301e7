// Lambdas capturing by copy and by reference, explicitly and by default.
#include <cstdio>

int main() {
    int a = 1, b = 2;
    auto by_copy = [a, b] { return a * 10 + b; };
    auto by_ref = [&a, &b] { a += 100; return a + b; };
    auto all_copy = [=] { return a + b; };
    auto all_ref = [&] { b *= 3; return b; };
    auto mixed = [=, &a] { a += b; return a; };
    a = 5;
    printf("copy %d\n", by_copy());
    printf("ref %d\n", by_ref());
    printf("all copy %d\n", all_copy());
    printf("all ref %d\n", all_ref());
    printf("mixed %d\n", mixed());
    printf("a %d b %d\n", a, b);
    return 0;
}
