// Immediately invoked lambdas initializing constants, with captures and a
// deduced return type; a lambda returning a lambda.
#include <cstdio>

int main() {
    int n = 6;
    const int fact = [&] {
        int r = 1;
        for (int i = 2; i <= n; ++i) r *= i;
        return r;
    }();
    printf("%d\n", fact);
    const char *parity = [](int x) { return x % 2 ? "odd" : "even"; }(n);
    printf("%s\n", parity);
    auto adder = [](int k) { return [k](int x) { return x + k; }; };
    auto add5 = adder(5);
    printf("%d %d\n", add5(1), adder(10)(1));
    [] { printf("side effect only\n"); }();
    return 0;
}
