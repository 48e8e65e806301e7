// A pointer to a virtual member function dispatches virtually when called.
#include <cstdio>

struct Base {
    virtual int f() const { return 1; }
    virtual int g() const { return 2; }
    virtual ~Base() {}
};

struct Derived : Base {
    int f() const override { return 10; }
    int g() const override { return 20; }
};

int main() {
    int (Base::*pm)() const = &Base::f;
    Derived d;
    Base b;
    const Base &rd = d;
    printf("%d %d\n", (b.*pm)(), (rd.*pm)());
    pm = &Base::g;
    const Base *ptr = &d;
    printf("%d\n", (ptr->*pm)());
    return 0;
}
