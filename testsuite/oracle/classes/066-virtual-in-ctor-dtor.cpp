// During construction and destruction a virtual call dispatches to the class
// whose constructor or destructor is running.
#include <cstdio>

struct Base {
    Base() { printf("Base ctor sees %s\n", who()); }
    virtual ~Base() { printf("Base dtor sees %s\n", who()); }
    virtual const char *who() const { return "Base"; }
    void call() const { printf("call sees %s\n", who()); }
};

struct Derived : Base {
    Derived() { printf("Derived ctor sees %s\n", who()); }
    ~Derived() { printf("Derived dtor sees %s\n", who()); }
    const char *who() const override { return "Derived"; }
};

int main() {
    Derived d;
    d.call();
    return 0;
}
