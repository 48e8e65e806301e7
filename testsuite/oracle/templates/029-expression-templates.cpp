// Expression templates: vector sums and scalings build a tree of proxy types,
// evaluated element by element in a single loop on assignment.
#include <cstdio>

template <typename E>
struct Expr {
    const E &self() const { return static_cast<const E &>(*this); }
    double operator[](int i) const { return self()[i]; }
};

struct Vec : Expr<Vec> {
    double d[4];
    Vec(double a, double b, double c, double e) : d{a, b, c, e} {}
    double operator[](int i) const { return d[i]; }
    template <typename E>
    Vec &operator=(const Expr<E> &e) {
        for (int i = 0; i < 4; ++i) d[i] = e.self()[i];
        return *this;
    }
};

template <typename L, typename R>
struct Sum : Expr<Sum<L, R>> {
    const L &l;
    const R &r;
    Sum(const L &a, const R &b) : l(a), r(b) {}
    double operator[](int i) const { return l[i] + r[i]; }
};

template <typename E>
struct Scale : Expr<Scale<E>> {
    double k;
    const E &e;
    Scale(double s, const E &x) : k(s), e(x) {}
    double operator[](int i) const { return k * e[i]; }
};

template <typename L, typename R>
Sum<L, R> operator+(const Expr<L> &a, const Expr<R> &b) { return Sum<L, R>(a.self(), b.self()); }
template <typename E>
Scale<E> operator*(double k, const Expr<E> &e) { return Scale<E>(k, e.self()); }

int main() {
    Vec a(1, 2, 3, 4), b(10, 20, 30, 40), c(0, 0, 0, 0);
    c = a + b + 2.0 * a;
    for (int i = 0; i < 4; ++i) printf("%.1f ", c[i]);
    printf("\n");
    c = 0.5 * (c + b);
    for (int i = 0; i < 4; ++i) printf("%.2f ", c[i]);
    printf("\n");
    return 0;
}
