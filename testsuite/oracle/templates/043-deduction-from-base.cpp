// Template argument deduction from a derived class to a base class template,
// and from array and function types.
#include <cstdio>

template <typename T>
struct Base { T v; };
struct D1 : Base<int> {};
struct D2 : Base<double> {};
struct D3 : D2 {};

template <typename T>
T get(const Base<T> &b) { return b.v; }

template <typename T, int N>
int array_len(T (&)[N]) { return N; }

template <typename R, typename A>
R call(R (*f)(A), A a) { return f(a); }

int dbl(int x) { return 2 * x; }

int main() {
    D1 a;
    a.v = 5;
    D3 c;
    c.v = 1.5;
    printf("%d %.1f\n", get(a), get(c));
    char s[] = "abcdef";
    double ds[3];
    printf("%d %d\n", array_len(s), array_len(ds));
    printf("%d\n", call(dbl, 21));
    return 0;
}
