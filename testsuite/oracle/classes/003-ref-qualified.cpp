// Ref-qualified member functions: & for lvalues, && for rvalues, and a
// const& overload chosen for const lvalues.
#include <cstdio>

struct S {
    int id;
    void who() & { printf("lvalue %d\n", id); }
    void who() const & { printf("const lvalue %d\n", id); }
    void who() && { printf("rvalue %d\n", id); }
};

S make(int i) { S s; s.id = i; return s; }

int main() {
    S a;
    a.id = 1;
    a.who();
    const S b = {2};
    b.who();
    make(3).who();
    S c;
    c.id = 4;
    static_cast<S &&>(c).who();
    return 0;
}
