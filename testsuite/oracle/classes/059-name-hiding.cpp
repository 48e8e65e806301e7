// A derived-class member hides every base member of the same name; a
// qualified name or a using-declaration brings the base overloads back.
#include <cstdio>

struct Base {
    void f(int) { printf("Base::f(int)\n"); }
    void f(double) { printf("Base::f(double)\n"); }
    void g() { printf("Base::g\n"); }
    int x = 1;
};

struct Hides : Base {
    void f(const char *) { printf("Hides::f(const char*)\n"); }
    int x = 2;
};

struct Unhides : Base {
    using Base::f;
    void f(const char *) { printf("Unhides::f(const char*)\n"); }
};

int main() {
    Hides h;
    h.f("s");
    h.Base::f(1);
    h.Base::f(1.5);
    h.g();
    printf("x %d %d\n", h.x, h.Base::x);
    Unhides u;
    u.f(1);
    u.f(2.5);
    u.f("t");
    return 0;
}
