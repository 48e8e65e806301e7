// Implicitly deleted members: a reference member deletes the implicit copy
// assignment but keeps the copy constructor; a move-only member deletes the
// implicit copy constructor but the implicit move constructor still works.
#include <cstdio>

struct RefHolder {
    int &r;
    RefHolder(int &x) : r(x) {}
};

struct MoveOnly {
    int v;
    MoveOnly(int x) : v(x) {}
    MoveOnly(MoveOnly &&o) : v(o.v) { printf("MoveOnly move\n"); }
};

struct HasMoveOnly {
    MoveOnly m;
    int k;
};

int main() {
    int x = 3;
    RefHolder a(x);
    RefHolder b(a);
    b.r = 10;
    printf("x %d\n", x);
    HasMoveOnly h{MoveOnly(1), 2};
    HasMoveOnly g(static_cast<HasMoveOnly &&>(h));
    printf("g %d %d\n", g.m.v, g.k);
    return 0;
}
