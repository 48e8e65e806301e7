// A constexpr class template (fixed-point number) used in constant
// expressions: template arguments and static_assert.
#include <cstdio>

template <int FracBits>
struct Fixed {
    long raw;
    static constexpr Fixed from_int(int v) { return Fixed{(long)v << FracBits}; }
    static constexpr Fixed from_ratio(int n, int d) { return Fixed{((long)n << FracBits) / d}; }
    constexpr Fixed operator+(Fixed o) const { return Fixed{raw + o.raw}; }
    constexpr Fixed operator*(Fixed o) const { return Fixed{(raw * o.raw) >> FracBits}; }
    constexpr int to_int() const { return (int)(raw >> FracBits); }
    double to_double() const { return (double)raw / (1L << FracBits); }
};

typedef Fixed<16> Q16;
constexpr Q16 half = Q16::from_ratio(1, 2);
constexpr Q16 three = Q16::from_int(3);
constexpr Q16 r = (three + half) * (three + half);
static_assert(r.to_int() == 12, "3.5^2 = 12.25");

template <int N> struct Show { static void print() { printf("N = %d\n", N); } };

int main() {
    printf("%.4f %d\n", r.to_double(), r.to_int());
    Show<(three * three).to_int()>::print();
    Fixed<4> coarse = Fixed<4>::from_ratio(1, 3);
    printf("%.4f\n", coarse.to_double());
    return 0;
}
