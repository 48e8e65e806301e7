// enable_if in the return type removes candidates (SFINAE): one overload
// for integral types, one for floating-point types.
#include <cstdio>

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <typename T> struct is_integral { static const bool value = false; };
template <> struct is_integral<int> { static const bool value = true; };
template <> struct is_integral<long> { static const bool value = true; };
template <> struct is_integral<char> { static const bool value = true; };
template <typename T> struct is_floating { static const bool value = false; };
template <> struct is_floating<float> { static const bool value = true; };
template <> struct is_floating<double> { static const bool value = true; };

template <typename T>
typename enable_if<is_integral<T>::value, const char *>::type describe(T) { return "integral"; }

template <typename T>
typename enable_if<is_floating<T>::value, const char *>::type describe(T) { return "floating"; }

const char *describe(...) { return "other"; }

int main() {
    printf("%s\n", describe(1));
    printf("%s\n", describe(2L));
    printf("%s\n", describe('c'));
    printf("%s\n", describe(1.5));
    printf("%s\n", describe(1.5f));
    printf("%s\n", describe("str"));
    return 0;
}
