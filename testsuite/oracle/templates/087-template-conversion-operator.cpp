// A conversion function template: an object converting to whatever type is
// requested, with deduction from the target type.
#include <cstdio>

struct Any {
    double v;
    template <typename T>
    operator T() const { return (T)(v * 2); }
};

struct Zero {
    template <typename T>
    operator T *() const { return nullptr; }
};

int main() {
    Any a{2.75};
    int i = a;
    double d = a;
    char c = Any{33};
    printf("%d %.2f %c\n", i, d, c);
    int *p = Zero();
    const char *s = Zero();
    printf("%d %d\n", p == nullptr, s == nullptr);
    return 0;
}
