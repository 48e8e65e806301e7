// Compile-time gcd, lcm, power and prime testing by template recursion and
// partial specialization.
#include <cstdio>

template <unsigned A, unsigned B> struct gcd { static const unsigned value = gcd<B, A % B>::value; };
template <unsigned A> struct gcd<A, 0> { static const unsigned value = A; };
template <unsigned A, unsigned B> struct lcm { static const unsigned value = A / gcd<A, B>::value * B; };

template <unsigned B, unsigned E> struct power { static const unsigned long long value = B * power<B, E - 1>::value; };
template <unsigned B> struct power<B, 0> { static const unsigned long long value = 1; };

template <unsigned N, unsigned D> struct has_divisor {
    static const bool value = (N % D == 0) || has_divisor<N, D - 1>::value;
};
template <unsigned N> struct has_divisor<N, 1> { static const bool value = false; };
template <unsigned N> struct is_prime { static const bool value = N > 1 && !has_divisor<N, N / 2>::value; };
template <> struct is_prime<0> { static const bool value = false; };
template <> struct is_prime<1> { static const bool value = false; };
template <> struct is_prime<2> { static const bool value = true; };
template <> struct is_prime<3> { static const bool value = true; };

int main() {
    printf("%u %u %u\n", gcd<48, 18>::value, gcd<17, 5>::value, lcm<4, 6>::value);
    printf("%llu %llu\n", power<2, 40>::value, power<7, 3>::value);
    printf("%d%d%d%d%d%d%d\n", is_prime<2>::value, is_prime<3>::value, is_prime<4>::value, is_prime<29>::value,
           is_prime<91>::value, is_prime<97>::value, is_prime<1>::value);
    return 0;
}
