// Class template argument deduction from constructors, a user-written
// deduction guide, and copy deduction.
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <typename T>
struct Box {
    T v;
    Box(T x) : v(x) {}
};

template <typename A, typename B>
struct Pair {
    A a;
    B b;
    Pair(A x, B y) : a(x), b(y) {}
};

template <typename T>
struct Str {
    T first;
    Str(const char *s) : first(s[0]) {}
};
Str(const char *) -> Str<char>;

template <typename T>
struct Range {
    T lo, hi;
    template <typename It>
    Range(It a, It b) : lo(*a), hi(*b) {}
};
template <typename It> Range(It, It) -> Range<int>;

int main() {
    Box b(3.5);
    Pair p(1, 'x');
    Box copy = b;
    Str s("hello");
    long arr[] = {4, 9};
    Range r(arr, arr + 1);
    printf("%d %d %d\n", same<decltype(b), Box<double>>::value, same<decltype(p), Pair<int, char>>::value,
           same<decltype(copy), Box<double>>::value);
    printf("%d %d\n", same<decltype(s), Str<char>>::value, same<decltype(r), Range<int>>::value);
    printf("%.1f %d %c %c %d %d\n", b.v, p.a, p.b, s.first, r.lo, r.hi);
    return 0;
}
