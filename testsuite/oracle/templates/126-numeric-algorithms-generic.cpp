// Generic numeric code instantiated for int, double and a user-defined
// rational type: power by squaring and a generic gcd.
#include <cstdio>

template <typename T>
T power(T base, unsigned e) {
    T r = T(1);
    while (e) {
        if (e & 1) r = r * base;
        base = base * base;
        e >>= 1;
    }
    return r;
}

template <typename T>
T gcd(T a, T b) { return b == T(0) ? a : gcd(b, a % b); }

struct Rational {
    long n, d;
    Rational(long x = 0, long y = 1) : n(x), d(y) { normalize(); }
    void normalize() {
        long g = gcd(n < 0 ? -n : n, d);
        if (g) { n /= g; d /= g; }
    }
    Rational operator*(const Rational &o) const { return Rational(n * o.n, d * o.d); }
};

int main() {
    printf("%d %.4f\n", power(3, 5), power(1.5, 4));
    Rational r = power(Rational(2, 3), 5);
    printf("%ld/%ld\n", r.n, r.d);
    printf("%d %ld\n", gcd(84, 36), gcd(1071L, 462L));
    return 0;
}
