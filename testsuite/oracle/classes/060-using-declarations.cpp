// using-declarations in classes: changing access, inheriting constructors,
// a using-declared member overridden by a derived overload with the same
// signature.
#include <cstdio>

struct Base {
    Base(int v) : v(v) { printf("Base(int %d)\n", v); }
    Base(int a, int b) : v(a * b) { printf("Base(int, int) %d\n", v); }
    int v;
    void show() const { printf("Base::show %d\n", v); }
    void hello(int) const { printf("Base::hello(int)\n"); }
protected:
    int secret() const { return v * 2; }
};

struct Derived : Base {
    using Base::Base;
    using Base::secret;
    using Base::hello;
    void hello(int) const { printf("Derived::hello(int)\n"); }
    void hello(double) const { printf("Derived::hello(double)\n"); }
};

int main() {
    Derived a(5);
    Derived b(3, 4);
    a.show();
    b.show();
    printf("secret %d\n", b.secret());
    a.hello(1);
    a.hello(1.0);
    return 0;
}
