// CTAD in braced functional casts, through user-written guides and
// implicit ones, with lambdas written inside the braces.
#include <cstdio>

template <typename... Fs>
struct visitor : Fs... { using Fs::operator()...; };
template <typename... Fs> visitor(Fs...) -> visitor<Fs...>;

template <typename T>
struct Point { T x, y; Point(T a, T b) : x(a), y(b) {} };

int main() {
    auto v = visitor{[](int i) { return i + 1; }, [](const char *s) { return s[0] - 'a'; }, [](double d) { return (int)(d * 10); }};
    printf("%d %d %d\n", v(41), v("dog"), v(0.5));
    auto pt = Point{3, 4};
    printf("%d %d %d\n", pt.x, pt.y, (int)sizeof(pt));
    printf("%.1f\n", Point{1.5, 2.0}.y);
    return 0;
}
