// Members of a dependent base are not found by unqualified lookup; this-> or
// Base<T>:: makes them dependent; a using-declaration brings them in.
#include <cstdio>

template <typename T>
struct Base {
    T value = T(7);
    T get() const { return value; }
    typedef T value_type;
};

template <typename T>
struct Derived : Base<T> {
    using typename Base<T>::value_type;
    using Base<T>::get;
    value_type twice() const { return this->value * 2; }
    value_type thrice() const { return Base<T>::value * 3; }
    value_type plus_get() const { return get() + 1; }
};

int main() {
    Derived<int> d;
    Derived<double> e;
    e.value = 0.5;
    printf("%d %d %d\n", d.twice(), d.thrice(), d.plus_get());
    printf("%.1f %.1f %.1f\n", e.twice(), e.thrice(), e.plus_get());
    return 0;
}
