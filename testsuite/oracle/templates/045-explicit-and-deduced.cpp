// Explicit template arguments mixed with deduced ones, and a function
// template with a default template argument used for the return type.
#include <cstdio>

template <typename To, typename From>
To narrow(From f) { return static_cast<To>(f); }

template <int Scale, typename T>
T scaled(T v) { return v * Scale; }

template <typename R = long, typename... Ts>
R sum(Ts... xs) { return (R(0) + ... + R(xs)); }

int main() {
    printf("%d\n", narrow<int>(3.99));
    printf("%c\n", narrow<char>(66));
    printf("%d %.1f\n", scaled<3>(7), scaled<2>(1.25));
    printf("%ld %.1f\n", sum(1, 2, 3), sum<double>(0.5, 1, 2));
    return 0;
}
