// Partial ordering of function templates: T* vs T, const T& vs T&, T(&)[N]
// vs T*, pointer-to-member vs generic.
#include <cstdio>

template <typename T> const char *which(T) { return "T"; }
template <typename T> const char *which(T *) { return "T*"; }
template <typename T> const char *which(T **) { return "T**"; }
template <typename T, typename C> const char *which(T C::*) { return "T C::*"; }

template <typename T, int N> const char *arr(T (&)[N]) { return "T(&)[N]"; }
template <typename T> const char *arr(T *const &) { return "T* const&"; }

struct S { int m; };

int main() {
    int i = 0;
    int *p = &i;
    printf("%s %s %s %s\n", which(i), which(p), which(&p), which(&S::m));
    int a[3];
    printf("%s %s\n", arr(a), arr(p));
    return 0;
}
