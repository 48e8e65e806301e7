// Move assignment versus copy assignment, chosen by the value category of
// the right-hand side.
#include <cstdio>

struct Res {
    int v;
    Res(int x) : v(x) {}
    Res &operator=(const Res &o) { printf("copy-assign %d <- %d\n", v, o.v); v = o.v; return *this; }
    Res &operator=(Res &&o) { printf("move-assign %d <- %d\n", v, o.v); v = o.v; o.v = -1; return *this; }
};

Res make(int x) { return Res(x); }

int main() {
    Res a(1), b(2);
    a = b;
    a = make(5);
    a = static_cast<Res &&>(b);
    printf("a %d b %d\n", a.v, b.v);
    Res c(7);
    a = Res(c.v + 1);
    printf("a %d\n", a.v);
    return 0;
}
