// A function template deduced from its arguments, and called with explicit
// template arguments.
#include <cstdio>

template <typename T>
T max_of(T a, T b) { return a < b ? b : a; }

template <typename T>
T sum3(T a, T b, T c) { return a + b + c; }

int main() {
    printf("%d\n", max_of(3, 9));
    printf("%.2f\n", max_of(2.5, -1.0));
    printf("%c\n", max_of('a', 'z'));
    printf("%ld\n", max_of<long>(7, 8L));
    printf("%.1f\n", sum3<double>(1, 2.5f, 3));
    printf("%d\n", sum3(1, 2, 3));
    return 0;
}
