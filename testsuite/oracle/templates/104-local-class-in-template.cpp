// Local classes and lambdas inside function templates, one distinct class
// per instantiation.
#include <cstdio>

template <typename T>
int counter_for() {
    struct Local {
        static int &count() { static int c = 0; return c; }
    };
    return ++Local::count();
}

template <typename T>
T sum_pairs(const T *xs, int n) {
    struct PairSum {
        T a, b;
        T get() const { return a + b; }
    };
    T s = T();
    for (int i = 0; i + 1 < n; i += 2) s += PairSum{xs[i], xs[i + 1]}.get();
    return s;
}

int main() {
    counter_for<int>();
    counter_for<int>();
    printf("%d %d\n", counter_for<int>(), counter_for<char>());
    int xs[] = {1, 2, 3, 4, 5};
    double ds[] = {0.5, 0.25};
    printf("%d %.2f\n", sum_pairs(xs, 5), sum_pairs(ds, 2));
    return 0;
}
