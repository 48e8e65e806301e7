// Non-member operator templates for a class template: arithmetic between
// different element types with the common type computed by decltype.
#include <cstdio>

template <typename T>
struct V2 {
    T x, y;
};

template <typename A, typename B>
auto operator+(const V2<A> &a, const V2<B> &b) -> V2<decltype(a.x + b.x)> {
    return {a.x + b.x, a.y + b.y};
}

template <typename A, typename S>
auto operator*(const V2<A> &a, S s) -> V2<decltype(a.x * s)> {
    return {a.x * s, a.y * s};
}

template <typename T>
bool operator==(const V2<T> &a, const V2<T> &b) { return a.x == b.x && a.y == b.y; }

int main() {
    V2<int> i{1, 2};
    V2<double> d{0.5, 0.25};
    auto s = i + d;
    printf("%.2f %.2f %zu\n", s.x, s.y, sizeof s.x);
    auto t = i * 3;
    auto u = i * 1.5f;
    printf("%d %d %.1f %.1f\n", t.x, t.y, u.x, u.y);
    printf("%d %d\n", i == V2<int>{1, 2}, t == i);
    return 0;
}
