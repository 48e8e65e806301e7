// Taking the address of function template specializations: explicit
// arguments, deduction from the target pointer type, and in an array.
#include <cstdio>

template <typename T>
T twice(T v) { return v + v; }

template <typename T, int K>
T times(T v) { return v * K; }

template <typename T>
void apply_all(T (*const *fs)(T), int n, T v) {
    for (int i = 0; i < n; ++i) printf("%g ", (double)fs[i](v));
    printf("\n");
}

int main() {
    int (*fi)(int) = twice;
    double (*fd)(double) = &twice<double>;
    printf("%d %.1f\n", fi(4), fd(1.25));
    int (*table[])(int) = {twice<int>, times<int, 3>, times<int, 10>};
    apply_all(table, 3, 7);
    double (*dtable[])(double) = {twice, times<double, 4>};
    apply_all(dtable, 2, 0.5);
    return 0;
}
