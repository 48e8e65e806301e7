// Converting constructors used in copy-initialization, function arguments,
// return statements and with braces.
#include <cstdio>

struct Fraction {
    int num, den;
    Fraction(int n) : num(n), den(1) { printf("from int %d\n", n); }
    Fraction(int n, int d) : num(n), den(d) { printf("from %d/%d\n", n, d); }
};

Fraction half() { return {1, 2}; }
Fraction whole() { return 3; }
double value(Fraction f) { return (double)f.num / f.den; }

int main() {
    Fraction a = 5;
    Fraction b = {2, 3};
    printf("%.3f %.3f\n", value(a), value(b));
    printf("%.3f\n", value(7));
    printf("%.3f\n", value({3, 4}));
    printf("%.3f\n", value(half()));
    printf("%.3f\n", value(whole()));
    return 0;
}
