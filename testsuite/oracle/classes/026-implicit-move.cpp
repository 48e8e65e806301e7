// The implicit move constructor moves each member; a member without a move
// constructor is copied instead.
#include <cstdio>

struct Movable {
    int v;
    Movable(int x) : v(x) {}
    Movable(const Movable &o) : v(o.v) { printf("Movable copy\n"); }
    Movable(Movable &&o) : v(o.v) { o.v = 0; printf("Movable move\n"); }
};

struct CopyOnly {
    int v;
    CopyOnly(int x) : v(x) {}
    CopyOnly(const CopyOnly &o) : v(o.v) { printf("CopyOnly copy\n"); }
};

struct Both {
    Movable m;
    CopyOnly c;
};

int main() {
    Both a{Movable(1), CopyOnly(2)};
    Both b(static_cast<Both &&>(a));
    printf("a.m %d b.m %d b.c %d\n", a.m.v, b.m.v, b.c.v);
    return 0;
}
