// Deduction through pointers, const pointers, pointers to pointers and
// pointers to functions, and qualification conversions.
#include <cstdio>

template <typename T> const char *kind(T *) { return "T*"; }
template <typename T> const char *kind(T **) { return "T**"; }

template <typename T> int deref2(T **pp) { return (int)**pp; }

template <typename T> void set_all(T *p, int n, const T &v) { for (int i = 0; i < n; ++i) p[i] = v; }

template <typename R, typename... A> int arity(R (*)(A...)) { return sizeof...(A); }

int f0() { return 0; }
double f3(int, char, float) { return 0; }

int main() {
    int x = 5;
    int *p = &x;
    const int *cp = &x;
    printf("%s %s %s\n", kind(p), kind(&p), kind(cp));
    printf("%d\n", deref2(&p));
    char buf[4];
    set_all(buf, 3, 'k');
    buf[3] = 0;
    printf("%s\n", buf);
    printf("%d %d\n", arity(f0), arity(f3));
    return 0;
}
