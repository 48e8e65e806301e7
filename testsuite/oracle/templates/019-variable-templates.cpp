// Variable templates (C++14/17): a constant per type, a specialization, and
// one computed from another template.
#include <cstdio>

template <typename T> constexpr T pi = T(3.14159265358979);
template <typename T> constexpr int bits = sizeof(T) * 8;
template <> constexpr int bits<bool> = 1;
template <int N> constexpr int square = N * N;
template <int N> constexpr int sum_squares = square<N> + sum_squares<N - 1>;
template <> constexpr int sum_squares<0> = 0;

int main() {
    printf("%d %.5f %.10f\n", pi<int>, pi<float>, pi<double>);
    printf("%d %d %d %d\n", bits<char>, bits<int>, bits<long long>, bits<bool>);
    printf("%d %d\n", square<12>, sum_squares<10>);
    return 0;
}
