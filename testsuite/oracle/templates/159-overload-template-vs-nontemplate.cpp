// A non-template function and a function template with the same signature:
// the non-template wins unless the template is an exact match and the
// non-template needs a conversion, or template arguments are given.
#include <cstdio>

void f(int) { printf("non-template f(int)\n"); }
template <typename T> void f(T) { printf("template f(T)\n"); }

void g(double) { printf("non-template g(double)\n"); }
template <typename T> void g(T *) { printf("template g(T*)\n"); }

int main() {
    f(1);
    f('c');
    f(2.0);
    f<>(1);
    f<int>(1);
    g(1.0);
    g(1);
    int x = 0;
    g(&x);
    return 0;
}
