// An explicit instantiation declaration (extern template) followed later in
// the same file by the explicit instantiation definition; calls work as
// usual.
#include <cstdio>

template <typename T>
struct Counter {
    T n = T();
    void bump(T by) { n += by; }
};

template <typename T>
T square(T v) { return v * v; }

extern template struct Counter<int>;
extern template int square<int>(int);

int main() {
    Counter<int> c;
    c.bump(3);
    c.bump(4);
    Counter<double> d;
    d.bump(0.5);
    printf("%d %.1f %d %.2f\n", c.n, d.n, square(9), square(1.5));
    return 0;
}

template struct Counter<int>;
template int square<int>(int);
