// A three-alternative variant class template over an anonymous union:
// converting constructors name the union members in mem-initializers,
// copy construction dispatches on the index.
#include <cstdio>

template <typename A, typename B, typename C>
class Var3 {
    int idx;
    union { A a; B b; C c; };
public:
    Var3(A x) : idx(0), a(x) {}
    Var3(B x) : idx(1), b(x) {}
    Var3(C x) : idx(2), c(x) {}
    Var3(const Var3 &o) : idx(o.idx), a() {
        if (idx == 0) a = o.a; else if (idx == 1) b = o.b; else c = o.c;
    }
    int index() const { return idx; }
    template <typename F> void visit(F f) const {
        if (idx == 0) f(a); else if (idx == 1) f(b); else f(c);
    }
};

struct Printer {
    void operator()(int i) const { printf("int %d\n", i); }
    void operator()(double d) const { printf("double %.2f\n", d); }
    void operator()(char ch) const { printf("char %c\n", ch); }
};

int main() {
    Var3<int, double, char> v1(3), v2(0.25), v3('k');
    Var3<int, double, char> v4(v2);
    v1.visit(Printer()); v2.visit(Printer()); v3.visit(Printer()); v4.visit(Printer());
    printf("%d %d %d %d\n", v1.index(), v2.index(), v3.index(), v4.index());
    return 0;
}
