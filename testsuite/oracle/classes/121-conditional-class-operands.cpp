// The conditional operator with class operands: a temporary of the common
// class type, derived-to-base pointer conversions, and lvalue results.
#include <cstdio>

struct Base { virtual ~Base() {} virtual int id() const { return 0; } };
struct A : Base { int id() const override { return 1; } };
struct B : Base { int id() const override { return 2; } };

struct Val {
    int v;
    Val(int x) : v(x) { printf("Val(%d)\n", v); }
    Val(const Val &o) : v(o.v) { printf("Val copy(%d)\n", v); }
    ~Val() { printf("~Val(%d)\n", v); }
};

int main() {
    A a;
    B b;
    for (int i = 0; i < 2; ++i) {
        Base *p = i ? static_cast<Base *>(&b) : &a;
        printf("id %d\n", p->id());
    }
    Val x(1), y(2);
    Val &r = true ? x : y;
    r.v = 10;
    printf("x %d\n", x.v);
    int got = (x.v > 5 ? Val(100) : y).v;
    printf("got %d\n", got);
    return 0;
}
