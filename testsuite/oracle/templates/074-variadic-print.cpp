// A type-safe variadic print: a format per argument type chosen by
// overloading, expanded with a fold over the comma operator.
#include <cstdio>

void put(int v) { printf("%d", v); }
void put(double v) { printf("%.3f", v); }
void put(const char *s) { printf("%s", s); }
void put(char c) { printf("'%c'", c); }
void put(bool b) { printf(b ? "true" : "false"); }

template <typename... Ts>
void print(const Ts &...xs) {
    int i = 0;
    ((printf(i++ ? ", " : "("), put(xs)), ...);
    printf(")\n");
}

template <typename... Ts>
void print_line(const char *label, const Ts &...xs) {
    printf("%s: ", label);
    print(xs...);
}

int main() {
    print(1, 2.5, "three", 'c', true);
    print_line("empty");
    print_line("one", 42);
    return 0;
}
