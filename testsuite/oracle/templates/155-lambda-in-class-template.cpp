// Lambdas inside member functions of class templates capturing this and
// template-dependent values.
#include <cstdio>

template <typename T, int Scale>
struct Processor {
    T bias;
    template <typename F>
    void each(T *xs, int n, F f) const { for (int i = 0; i < n; ++i) xs[i] = f(xs[i]); }
    void run(T *xs, int n) const {
        each(xs, n, [this](T x) { return x * Scale + bias; });
    }
    auto adder() const { return [b = bias](T x) { return x + b; }; }
};

int main() {
    int xs[] = {1, 2, 3};
    Processor<int, 10> p{5};
    p.run(xs, 3);
    printf("%d %d %d\n", xs[0], xs[1], xs[2]);
    double ds[] = {0.5};
    Processor<double, 2> q{0.25};
    q.run(ds, 1);
    printf("%.2f %.2f\n", ds[0], q.adder()(1.0));
    return 0;
}
