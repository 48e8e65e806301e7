// Generic lambdas: auto parameters, a variadic generic lambda, and a
// generic lambda passed to a function template.
#include <cstdio>

template <typename F>
void for_each3(F f) {
    f(1);
    f(2.5);
    f('c');
}

int main() {
    auto twice = [](auto x) { return x + x; };
    printf("%d %.1f\n", twice(4), twice(1.25));
    auto show = [](auto v) {
        if constexpr (sizeof(v) == 1) printf("char %c\n", v);
        else if constexpr (sizeof(v) == 4) printf("int %d\n", v);
        else printf("double %.2f\n", v);
    };
    for_each3(show);
    auto count = [](auto... xs) { return sizeof...(xs); };
    printf("%zu %zu\n", count(), count(1, "a", 2.0));
    int base = 10;
    auto add = [base](auto a, auto b) { return base + a + b; };
    printf("%.1f\n", add(1, 0.5));
    return 0;
}
