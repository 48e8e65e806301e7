// constexpr function templates evaluated at compile time as template
// arguments and array bounds.
#include <cstdio>

template <typename T>
constexpr T power(T base, unsigned e) { return e == 0 ? T(1) : base * power(base, e - 1); }

template <int N>
struct Buffer {
    char data[N];
    static constexpr int size = N;
};

template <typename T, int N>
constexpr int count_if_positive(const T (&arr)[N]) {
    int c = 0;
    for (int i = 0; i < N; ++i)
        if (arr[i] > 0) ++c;
    return c;
}

constexpr int vals[] = {3, -1, 4, -1, 5};

int main() {
    Buffer<power(2, 5)> b;
    printf("%d %zu\n", b.size, sizeof b.data);
    constexpr double d = power(1.5, 3);
    printf("%.3f\n", d);
    Buffer<count_if_positive(vals)> c;
    printf("%d\n", c.size);
    return 0;
}
