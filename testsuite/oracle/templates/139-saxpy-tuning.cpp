// Tuning parameters carried in a struct and passed as template arguments
// (like the seeds' saxpy<nt, vt, type_t>), selected per type.
#include <cstdio>

struct Tuning { int nt, vt; };

template <typename T> constexpr Tuning tuning_for() { return Tuning{128, 4}; }
template <> constexpr Tuning tuning_for<double>() { return Tuning{64, 2}; }

template <int NT, int VT, typename T>
void saxpy(int n, T a, const T *x, T *y) {
    int tiles = (n + NT * VT - 1) / (NT * VT);
    for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
    printf("saxpy<%d, %d> over %d tiles\n", NT, VT, tiles);
}

template <typename T>
void run(int n) {
    constexpr Tuning t = tuning_for<T>();
    T x[1000], y[1000];
    for (int i = 0; i < n; ++i) { x[i] = T(i); y[i] = T(1); }
    saxpy<t.nt, t.vt>(n, T(2), x, y);
    printf("y[%d] = %.1f\n", n - 1, (double)y[n - 1]);
}

int main() {
    run<float>(1000);
    run<double>(300);
    run<int>(10);
    return 0;
}
