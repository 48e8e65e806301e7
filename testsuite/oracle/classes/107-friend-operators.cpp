// Hidden friend operators defined in the class, found by argument-dependent
// lookup, and a friend comparison between two classes.
#include <cstdio>

struct Celsius;

struct Kelvin {
    double v;
    friend Kelvin operator+(Kelvin a, Kelvin b) { return {a.v + b.v}; }
    friend bool operator<(const Kelvin &a, const Celsius &b);
};

struct Celsius {
    double v;
    friend bool operator<(const Kelvin &a, const Celsius &b) { return a.v < b.v + 273.15; }
};

namespace geo {
struct Angle {
    int deg;
    friend Angle operator-(Angle a) { return {360 - a.deg}; }
    friend int degrees(Angle a) { return a.deg; }
};
}

int main() {
    Kelvin a{100}, b{200};
    printf("%.1f\n", (a + b).v);
    printf("%d %d\n", a < Celsius{0}, Kelvin{400} < Celsius{100});
    geo::Angle x{90};
    printf("%d\n", degrees(-x));
    return 0;
}
