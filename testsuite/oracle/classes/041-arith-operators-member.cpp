// Arithmetic operators as member functions, including unary minus and plus.
#include <cstdio>

struct V2 {
    int x, y;
    V2 operator+(const V2 &o) const { return {x + o.x, y + o.y}; }
    V2 operator-(const V2 &o) const { return {x - o.x, y - o.y}; }
    V2 operator*(int k) const { return {x * k, y * k}; }
    V2 operator/(int k) const { return {x / k, y / k}; }
    V2 operator%(int k) const { return {x % k, y % k}; }
    V2 operator-() const { return {-x, -y}; }
    V2 operator+() const { return *this; }
};

void show(const char *what, V2 v) { printf("%s (%d, %d)\n", what, v.x, v.y); }

int main() {
    V2 a{3, 4}, b{10, 20};
    show("a+b", a + b);
    show("b-a", b - a);
    show("a*3", a * 3);
    show("b/3", b / 3);
    show("b%7", b % 7);
    show("-a", -a);
    show("+b", +b);
    show("mixed", a + b * 2 - -a);
    return 0;
}
