// C++17 sequencing rules used with classes: in a.f(b) the object expression
// is evaluated before the argument; in a = b the right side is evaluated
// first; in a << b the left side first; chained member calls run in order.
#include <cstdio>

struct Log {
    int id;
    Log &step(int v) { printf("step %d on %d\n", v, id); return *this; }
    Log &operator<<(int v) { printf("shift %d into %d\n", v, id); return *this; }
    Log &operator=(const Log &o) { printf("assign %d to %d\n", o.id, id); return *this; }
};

Log &pick(Log &l, const char *why) { printf("pick %d for %s\n", l.id, why); return l; }
int val(int v) { printf("val %d\n", v); return v; }

int main() {
    Log a{1}, b{2};
    pick(a, "call").step(val(10));
    pick(a, "chain").step(val(1)).step(val(2));
    pick(a, "lhs") = pick(b, "rhs");
    pick(b, "stream") << val(5) << val(6);
    return 0;
}
