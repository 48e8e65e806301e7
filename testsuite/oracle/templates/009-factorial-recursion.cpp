// Compile-time recursion through class template instantiation with an
// explicit specialization ending it; checked with static_assert too.
#include <cstdio>

template <unsigned N>
struct Factorial { static const unsigned long long value = N * Factorial<N - 1>::value; };
template <>
struct Factorial<0> { static const unsigned long long value = 1; };

template <int N>
struct Fib { enum { value = Fib<N - 1>::value + Fib<N - 2>::value }; };
template <> struct Fib<0> { enum { value = 0 }; };
template <> struct Fib<1> { enum { value = 1 }; };

static_assert(Factorial<5>::value == 120, "5!");

int main() {
    printf("%llu %llu %llu\n", Factorial<0>::value, Factorial<10>::value, Factorial<20>::value);
    printf("%d %d %d\n", (int)Fib<10>::value, (int)Fib<20>::value, (int)Fib<30>::value);
    return 0;
}
