// A family of traits over fundamental types: is_integral, is_signed,
// make_unsigned, and numeric_limits-like min/max computed at compile time.
#include <cstdio>

template <typename T> struct limits;
template <> struct limits<signed char> { static constexpr bool is_signed = true; static constexpr int digits = 7; };
template <> struct limits<unsigned char> { static constexpr bool is_signed = false; static constexpr int digits = 8; };
template <> struct limits<short> { static constexpr bool is_signed = true; static constexpr int digits = 15; };
template <> struct limits<unsigned short> { static constexpr bool is_signed = false; static constexpr int digits = 16; };
template <> struct limits<int> { static constexpr bool is_signed = true; static constexpr int digits = 31; };
template <> struct limits<unsigned> { static constexpr bool is_signed = false; static constexpr int digits = 32; };

template <typename T> struct make_unsigned;
template <> struct make_unsigned<signed char> { typedef unsigned char type; };
template <> struct make_unsigned<short> { typedef unsigned short type; };
template <> struct make_unsigned<int> { typedef unsigned type; };

template <typename T>
constexpr long long max_value() { return (1LL << limits<T>::digits) - 1; }
template <typename T>
constexpr long long min_value() { return limits<T>::is_signed ? -max_value<T>() - 1 : 0; }

template <typename T>
void report(const char *name) {
    printf("%-15s signed=%d min=%lld max=%lld unsigned max=%lld\n", name, limits<T>::is_signed, min_value<T>(),
           max_value<T>(), max_value<typename make_unsigned<T>::type>());
}

int main() {
    report<signed char>("signed char");
    report<short>("short");
    report<int>("int");
    return 0;
}
