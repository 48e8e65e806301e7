// Object slicing: copying a derived object into a base object keeps only the
// base part, and virtual calls on the copy use the base's functions.
#include <cstdio>

struct Base {
    int b = 1;
    virtual const char *who() const { return "Base"; }
    virtual int value() const { return b; }
    virtual ~Base() {}
};

struct Derived : Base {
    int d = 2;
    Derived() { b = 10; }
    const char *who() const override { return "Derived"; }
    int value() const override { return b + d; }
};

void by_value(Base x) { printf("by value: %s %d\n", x.who(), x.value()); }
void by_ref(const Base &x) { printf("by ref: %s %d\n", x.who(), x.value()); }

int main() {
    Derived d;
    Base sliced = d;
    printf("%s %d\n", sliced.who(), sliced.value());
    by_value(d);
    by_ref(d);
    Base assigned;
    assigned = d;
    printf("%s %d\n", assigned.who(), assigned.value());
    return 0;
}
