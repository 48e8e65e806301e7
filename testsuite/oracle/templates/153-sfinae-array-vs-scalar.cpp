// Overloads for scalar, array-like (has operator[] and size()) and
// pointer-plus-length arguments, selected with expression SFINAE.
#include <cstdio>

template <typename T> T &declval();

template <typename T>
auto total(const T &c, int) -> decltype(c[0] + c.size(), 0.0) {
    double s = 0;
    for (int i = 0; i < (int)c.size(); ++i) s += c[i];
    return s;
}
template <typename T>
double total(const T &v, long) { return (double)v; }

struct Arr3 {
    double d[3];
    double operator[](int i) const { return d[i]; }
    int size() const { return 3; }
};

int main() {
    Arr3 a{{1.5, 2.5, 3.0}};
    printf("%.1f %.1f %.1f\n", total(a, 0), total(7, 0), total(2.5f, 0));
    return 0;
}
