// Function templates over references to arrays of any rank, computing sizes
// and sums recursively.
#include <cstdio>

template <typename T>
double total(const T &v) { return v; }

template <typename T, int N>
double total(const T (&a)[N]) {
    double s = 0;
    for (int i = 0; i < N; ++i) s += total(a[i]);
    return s;
}

template <typename T> int elements(const T &) { return 1; }
template <typename T, int N> int elements(const T (&a)[N]) { return N * elements(a[0]); }

int main() {
    int a1[4] = {1, 2, 3, 4};
    int a2[2][3] = {{1, 2, 3}, {4, 5, 6}};
    double a3[2][2][2] = {{{0.5, 0.5}, {1, 1}}, {{2, 2}, {0.25, 0.75}}};
    printf("%.1f %d\n", total(a1), elements(a1));
    printf("%.1f %d\n", total(a2), elements(a2));
    printf("%.2f %d\n", total(a3), elements(a3));
    return 0;
}
