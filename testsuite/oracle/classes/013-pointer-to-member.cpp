// Pointers to data members and to member functions, through objects and
// pointers (.* and ->*).
#include <cstdio>

struct P {
    int x, y;
    int sum() const { return x + y; }
    int diff() const { return x - y; }
};

int apply(const P &p, int (P::*f)() const) { return (p.*f)(); }

int main() {
    P p = {10, 3};
    int P::*m = &P::x;
    printf("x %d\n", p.*m);
    m = &P::y;
    p.*m = 4;
    printf("y %d\n", p.y);
    int (P::*f)() const = &P::sum;
    printf("sum %d diff %d\n", apply(p, f), apply(p, &P::diff));
    P *pp = &p;
    printf("via ptr %d\n", (pp->*f)());
    return 0;
}
