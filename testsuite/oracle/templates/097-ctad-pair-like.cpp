// CTAD with a pair-like class and a make_ function, comparing what each
// deduces for arrays and string literals (decay in by-value parameters).
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <typename A, typename B>
struct Pair {
    A a;
    B b;
    Pair(A x, B y) : a(x), b(y) {}
};

template <typename A, typename B>
Pair<A, B> make_pair(A a, B b) { return Pair<A, B>(a, b); }

int main() {
    int arr[3] = {1, 2, 3};
    Pair p(arr, "str");
    auto q = make_pair(arr, 'c');
    printf("%d %d\n", same<decltype(p), Pair<int *, const char *>>::value, same<decltype(q), Pair<int *, char>>::value);
    printf("%d %s %c\n", p.a[2], p.b, q.b);
    Pair r(1.5, p);
    printf("%d %.1f %s\n", same<decltype(r), Pair<double, Pair<int *, const char *>>>::value, r.a, r.b.b);
    return 0;
}
