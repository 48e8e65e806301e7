// Lambdas inside function templates capturing packs by copy and by
// reference, and init-capture of a computed value per instantiation.
#include <cstdio>

template <typename... Ts>
auto make_summer(Ts... xs) {
    return [=](int extra) { return (xs + ... + extra); };
}

template <typename... Ts>
void increment_all(Ts &...xs) {
    auto inc = [&xs...]() { ((++xs), ...); };
    inc();
    inc();
}

template <typename T>
auto sizer() {
    return [n = sizeof(T)](int k) { return n * k; };
}

int main() {
    auto s = make_summer(1, 2, 3);
    printf("%d %d\n", s(0), s(10));
    int a = 1;
    long b = 10;
    char c = 'a';
    increment_all(a, b, c);
    printf("%d %ld %c\n", a, b, c);
    printf("%zu %zu\n", sizer<double>()(3), sizer<char>()(3));
    return 0;
}
