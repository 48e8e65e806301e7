// Dimensional analysis with non-type template parameters: quantities carry
// exponents of length, mass and time; multiplication adds them.
#include <cstdio>

template <int L, int M, int T>
struct Quantity {
    double v;
    explicit Quantity(double x) : v(x) {}
    Quantity operator+(Quantity o) const { return Quantity(v + o.v); }
};

template <int L1, int M1, int T1, int L2, int M2, int T2>
Quantity<L1 + L2, M1 + M2, T1 + T2> operator*(Quantity<L1, M1, T1> a, Quantity<L2, M2, T2> b) {
    return Quantity<L1 + L2, M1 + M2, T1 + T2>(a.v * b.v);
}
template <int L1, int M1, int T1, int L2, int M2, int T2>
Quantity<L1 - L2, M1 - M2, T1 - T2> operator/(Quantity<L1, M1, T1> a, Quantity<L2, M2, T2> b) {
    return Quantity<L1 - L2, M1 - M2, T1 - T2>(a.v / b.v);
}

using Length = Quantity<1, 0, 0>;
using Mass = Quantity<0, 1, 0>;
using Time = Quantity<0, 0, 1>;
using Speed = Quantity<1, 0, -1>;
using Force = Quantity<1, 1, -2>;

template <int L, int M, int T>
void show(const char *what, Quantity<L, M, T> q) { printf("%s = %.2f [m^%d kg^%d s^%d]\n", what, q.v, L, M, T); }

int main() {
    Length d(100);
    Time t(9.58);
    Speed s = d / t;
    Mass m(94);
    Force f = m * s / t;
    show("speed", s);
    show("force", f);
    show("area", d * d + Quantity<2, 0, 0>(1));
    return 0;
}
