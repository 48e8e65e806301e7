// A span-like non-owning view class template constructed from arrays and
// pointer+length, with subspan and iteration.
#include <cstdio>

template <typename T>
class Span {
    T *p;
    int n;
public:
    Span(T *ptr, int len) : p(ptr), n(len) {}
    template <int N>
    Span(T (&arr)[N]) : p(arr), n(N) {}
    T *begin() const { return p; }
    T *end() const { return p + n; }
    int size() const { return n; }
    T &operator[](int i) const { return p[i]; }
    Span subspan(int off, int len) const { return Span(p + off, len); }
};

template <typename T> struct remove_const { typedef T type; };
template <typename T> struct remove_const<const T> { typedef T type; };

template <typename T>
typename remove_const<T>::type sum(Span<T> s) {
    typename remove_const<T>::type t = 0;
    for (T &x : s) t += x;
    return t;
}

int main() {
    int a[] = {1, 2, 3, 4, 5, 6};
    Span<int> s(a);
    printf("%d %d\n", s.size(), sum(s));
    Span<int> mid = s.subspan(2, 3);
    for (int &x : mid) x *= 10;
    printf("%d %d %d\n", sum(mid), a[2], a[5]);
    const double d[] = {0.5, 0.25};
    Span<const double> cd(d);
    printf("%.2f\n", sum(cd));
    return 0;
}
