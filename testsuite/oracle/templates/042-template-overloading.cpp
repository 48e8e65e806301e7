// Overloading function templates with each other and with non-templates:
// a non-template is preferred on a tie, the more specialized template wins.
#include <cstdio>

template <typename T> const char *f(T) { return "f(T)"; }
template <typename T> const char *f(T *) { return "f(T*)"; }
template <typename T> const char *f(const T *) { return "f(const T*)"; }
const char *f(int) { return "f(int)"; }

template <typename T> const char *g(T, T) { return "g(T, T)"; }
template <typename T, typename U> const char *g(T, U) { return "g(T, U)"; }

template <typename T> const char *h(T &) { return "h(T&)"; }
template <typename T> const char *h(const T &) { return "h(const T&)"; }

int main() {
    int i = 0;
    const int ci = 0;
    printf("%s %s %s %s %s\n", f(1), f(1.0), f(&i), f(&ci), f<int>(1));
    printf("%s %s\n", g(1, 2), g(1, 2.0));
    printf("%s %s %s\n", h(i), h(ci), h(3));
    return 0;
}
