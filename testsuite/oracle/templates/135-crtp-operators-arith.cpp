// A CRTP base that derives the binary operators from the compound ones,
// reused by two unrelated numeric classes.
#include <cstdio>

template <typename D>
struct Arithmetic {
    friend D operator+(D a, const D &b) { return a += b; }
    friend D operator-(D a, const D &b) { return a -= b; }
    friend D operator*(D a, int k) { return a *= k; }
};

struct Money : Arithmetic<Money> {
    long cents;
    explicit Money(long c) : cents(c) {}
    Money &operator+=(const Money &o) { cents += o.cents; return *this; }
    Money &operator-=(const Money &o) { cents -= o.cents; return *this; }
    Money &operator*=(int k) { cents *= k; return *this; }
};

struct Vec : Arithmetic<Vec> {
    int x, y;
    Vec(int a, int b) : x(a), y(b) {}
    Vec &operator+=(const Vec &o) { x += o.x; y += o.y; return *this; }
    Vec &operator-=(const Vec &o) { x -= o.x; y -= o.y; return *this; }
    Vec &operator*=(int k) { x *= k; y *= k; return *this; }
};

int main() {
    Money m = Money(150) + Money(275) - Money(25);
    printf("%ld\n", (m * 3).cents);
    Vec v = Vec(1, 2) + Vec(3, 4) * 2 - Vec(1, 1);
    printf("%d %d\n", v.x, v.y);
    return 0;
}
