// Members are initialized in declaration order, whatever the order of the
// mem-initializer list; bases before members.
#include <cstdio>

struct Trace {
    int v;
    Trace(const char *what, int x) : v(x) { printf("init %s = %d\n", what, x); }
};

struct Base {
    Trace b{"base member", 0};
    Base() { printf("Base body\n"); }
};

struct Obj : Base {
    Trace a;
    Trace b;
    Trace c;
    Obj() : c("c", 3), b("b", 2), a("a", 1), Base() { printf("Obj body\n"); }
};

int main() {
    Obj o;
    printf("sum %d\n", o.a.v + o.b.v + o.c.v);
    return 0;
}
