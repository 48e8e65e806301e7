// Expression templates over scalars: a lazily evaluated polynomial built
// from a variable placeholder and constants, evaluated at several points.
#include <cstdio>

struct Var { double operator()(double x) const { return x; } };
struct Const {
    double c;
    double operator()(double) const { return c; }
};

template <typename L, typename R>
struct Add {
    L l; R r;
    double operator()(double x) const { return l(x) + r(x); }
};
template <typename L, typename R>
struct Mul {
    L l; R r;
    double operator()(double x) const { return l(x) * r(x); }
};

template <typename T> struct is_expr { static const bool value = false; };
template <> struct is_expr<Var> { static const bool value = true; };
template <> struct is_expr<Const> { static const bool value = true; };
template <typename L, typename R> struct is_expr<Add<L, R>> { static const bool value = true; };
template <typename L, typename R> struct is_expr<Mul<L, R>> { static const bool value = true; };

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <typename L, typename R, typename = typename enable_if<is_expr<L>::value && is_expr<R>::value>::type>
Add<L, R> operator+(L l, R r) { return Add<L, R>{l, r}; }
template <typename L, typename R, typename = typename enable_if<is_expr<L>::value && is_expr<R>::value>::type>
Mul<L, R> operator*(L l, R r) { return Mul<L, R>{l, r}; }

int main() {
    Var x;
    auto poly = Const{2} * x * x + Const{-3} * x + Const{1};
    for (int i = -1; i <= 3; ++i) printf("p(%d) = %.1f\n", i, poly(i));
    auto cube = x * x * x;
    printf("%.3f\n", cube(1.5));
    return 0;
}
