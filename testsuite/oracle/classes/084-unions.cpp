// Unions: a tagged union with active-member tracking, a union with member
// functions and a constructor.
#include <cstdio>

union Number {
    int i;
    double d;
    Number(int x) : i(x) {}
    Number(double x) : d(x) {}
};

struct Tagged {
    enum Kind { Int, Double } kind;
    Number n;
    Tagged(int x) : kind(Int), n(x) {}
    Tagged(double x) : kind(Double), n(x) {}
    void print() const {
        if (kind == Int) printf("int %d\n", n.i);
        else printf("double %.3f\n", n.d);
    }
};

int main() {
    Tagged a(42), b(2.5);
    a.print();
    b.print();
    a.kind = Tagged::Double;
    a.n.d = 0.125;
    a.print();
    printf("sizeof union >= double: %d\n", sizeof(Number) >= sizeof(double) ? 1 : 0);
    return 0;
}
