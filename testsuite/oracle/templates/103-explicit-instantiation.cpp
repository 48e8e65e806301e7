// Explicit instantiation definitions of a class template and a function
// template; the instantiated members work as usual.
#include <cstdio>

template <typename T>
struct Acc {
    T total = T();
    void add(T v) { total += v; }
    T get() const { return total; }
};

template <typename T>
T triple(T v) { return v * 3; }

template struct Acc<int>;
template struct Acc<double>;
template int triple<int>(int);
template double triple(double);

int main() {
    Acc<int> a;
    a.add(4);
    a.add(5);
    Acc<double> b;
    b.add(0.5);
    printf("%d %.1f %d %.1f\n", a.get(), b.get(), triple(7), triple(1.5));
    return 0;
}
