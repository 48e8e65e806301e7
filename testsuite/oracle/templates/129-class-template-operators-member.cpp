// A class template with the full set of member operators (arithmetic,
// compound assignment, comparison, subscript, call), instantiated twice.
#include <cstdio>

template <typename T, int N>
struct Vec {
    T v[N];
    Vec &operator+=(const Vec &o) { for (int i = 0; i < N; ++i) v[i] += o.v[i]; return *this; }
    Vec operator+(const Vec &o) const { Vec r = *this; r += o; return r; }
    Vec operator-() const { Vec r; for (int i = 0; i < N; ++i) r.v[i] = -v[i]; return r; }
    bool operator==(const Vec &o) const { for (int i = 0; i < N; ++i) if (v[i] != o.v[i]) return false; return true; }
    bool operator!=(const Vec &o) const { return !(*this == o); }
    T &operator[](int i) { return v[i]; }
    T operator()(const Vec &o) const { T s = T(); for (int i = 0; i < N; ++i) s += v[i] * o.v[i]; return s; }
};

int main() {
    Vec<int, 3> a{{1, 2, 3}}, b{{4, 5, 6}};
    Vec<int, 3> c = a + b;
    printf("%d %d %d dot %d\n", c[0], c[1], c[2], a(b));
    printf("%d %d\n", a + b == c, -a != a);
    Vec<double, 2> d{{0.5, 1.5}};
    d += d;
    printf("%.1f %.1f %.2f\n", d[0], d[1], d(d));
    return 0;
}
