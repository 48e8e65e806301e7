// An explicit constructor is only used for direct-initialization; a
// non-explicit one also converts implicitly.
#include <cstdio>

struct Meters {
    double v;
    explicit Meters(double d) : v(d) {}
};

struct Label {
    int n;
    Label(int x) : n(x) { printf("Label(%d)\n", x); }
};

double twice(Meters m) { return m.v * 2; }
int show(Label l) { return l.n; }

int main() {
    Meters m(2.5);
    printf("%.2f\n", twice(m));
    printf("%.2f\n", twice(Meters(1.25)));
    Meters n{4.0};
    printf("%.2f\n", n.v);
    printf("show %d\n", show(42));
    Label l = 7;
    printf("l %d\n", l.n);
    return 0;
}
