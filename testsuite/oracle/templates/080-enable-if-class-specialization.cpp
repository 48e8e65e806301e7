// Partial specialization selected by enable_if on an extra defaulted
// parameter: different implementations for small and large arrays.
#include <cstdio>

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <int N, typename = void>
struct Storage {
    static const char *kind() { return "heap"; }
};
template <int N>
struct Storage<N, typename enable_if<(N <= 16)>::type> {
    static const char *kind() { return "inline"; }
};
template <int N>
struct Storage<N, typename enable_if<(N == 0)>::type *> {
    static const char *kind() { return "never chosen"; }
};

int main() {
    printf("%s %s %s %s\n", Storage<0>::kind(), Storage<16>::kind(), Storage<17>::kind(), Storage<1000>::kind());
    return 0;
}
