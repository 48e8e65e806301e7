// Friends in class templates: a hidden friend operator defined per
// instantiation, and a befriended function template specialization.
#include <cstdio>

template <typename T> class Wrapper;
template <typename T> T unwrap(const Wrapper<T> &w);

template <typename T>
class Wrapper {
    T v;
public:
    Wrapper(T x) : v(x) {}
    friend Wrapper operator+(const Wrapper &a, const Wrapper &b) { return Wrapper(a.v + b.v); }
    friend bool operator==(const Wrapper &a, const Wrapper &b) { return a.v == b.v; }
    friend T unwrap<>(const Wrapper &w);
};

template <typename T> T unwrap(const Wrapper<T> &w) { return w.v; }

int main() {
    Wrapper<int> a(2), b(3);
    printf("%d\n", unwrap(a + b));
    Wrapper<double> c(0.25);
    printf("%.2f\n", unwrap(c + c + c));
    printf("%d %d\n", a + b == Wrapper<int>(5), a == b);
    return 0;
}
