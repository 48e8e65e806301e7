// Inheriting constructors from a class template base with using Base::Base,
// including a constructor template.
#include <cstdio>

template <typename T>
struct Base {
    T a, b;
    Base(T x) : a(x), b(x) { printf("Base(T)\n"); }
    Base(T x, T y) : a(x), b(y) { printf("Base(T, T)\n"); }
    template <typename U>
    Base(U *p) : a((T)*p), b((T)0) { printf("Base(U*)\n"); }
};

template <typename T>
struct Derived : Base<T> {
    using Base<T>::Base;
    T sum() const { return this->a + this->b; }
};

int main() {
    Derived<int> d1(5);
    Derived<int> d2(2, 3);
    double v = 7.9;
    Derived<int> d3(&v);
    printf("%d %d %d\n", d1.sum(), d2.sum(), d3.sum());
    return 0;
}
