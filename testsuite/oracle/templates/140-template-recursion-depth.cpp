// Moderately deep template recursion (a few hundred levels) well within the
// default depth limit: counting and triangular numbers.
#include <cstdio>

template <int N>
struct Count { static const int value = 1 + Count<N - 1>::value; };
template <>
struct Count<0> { static const int value = 0; };

template <long N>
struct Triangle { static const long value = N + Triangle<N - 1>::value; };
template <>
struct Triangle<0> { static const long value = 0; };

template <int N>
constexpr int depth() {
    if constexpr (N == 0) return 0;
    else return 1 + depth<N - 1>();
}

int main() {
    printf("%d %ld %d\n", Count<300>::value, Triangle<400>::value, depth<200>());
    return 0;
}
