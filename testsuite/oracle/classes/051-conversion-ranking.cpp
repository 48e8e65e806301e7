// Overload resolution with user-defined conversions: exact match beats
// promotion beats conversion beats user-defined conversion; ellipsis last.
#include <cstdio>

struct FromInt {
    FromInt(int) {}
};

void f(long) { printf("f(long)\n"); }
void f(FromInt) { printf("f(FromInt)\n"); }

void g(int) { printf("g(int)\n"); }
void g(double) { printf("g(double)\n"); }

void h(FromInt) { printf("h(FromInt)\n"); }
void h(...) { printf("h(...)\n"); }

void k(double) { printf("k(double)\n"); }
void k(FromInt) { printf("k(FromInt)\n"); }

int main() {
    f(1);
    f(1L);
    g('c');
    g(1.0f);
    g(true);
    h(3);
    h("text");
    k(1);
    return 0;
}
