// auto return type deduction in function templates and member templates,
// returning different types per instantiation.
#include <cstdio>

template <typename A, typename B>
auto mul(A a, B b) { return a * b; }

template <typename T>
auto half(T v) {
    if constexpr (sizeof(T) >= 8) return v / 2.0;
    else return v / 2;
}

struct Factory {
    template <int N>
    auto make() const {
        if constexpr (N == 0) return 'z';
        else if constexpr (N == 1) return 42;
        else return 2.5;
    }
};

int main() {
    printf("%d %.2f %ld\n", mul(3, 4), mul(1.5, 3), mul(2L, 5));
    printf("%d %.1f %ld\n", half(7), half(7.0), (long)half(7L));
    Factory f;
    printf("%c %d %.1f\n", f.make<0>(), f.make<1>(), f.make<2>());
    printf("%zu %zu %zu\n", sizeof(f.make<0>()), sizeof(f.make<1>()), sizeof(f.make<2>()));
    return 0;
}
