// CTAD for aggregates through explicit deduction guides (C++17 needs them),
// and a guide that maps string literals to a pointer type.
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <typename T, typename U>
struct Agg {
    T first;
    U second;
};
template <typename T, typename U> Agg(T, U) -> Agg<T, U>;

template <typename T>
struct Named {
    T value;
    const char *name;
    Named(T v, const char *n) : value(v), name(n) {}
};

template <typename T>
struct Holder {
    T v;
    Holder(T x) : v(x) {}
};
Holder(const char *) -> Holder<const char *>;

int main() {
    Agg a{1, 2.5};
    printf("%d %d %.1f\n", same<decltype(a), Agg<int, double>>::value, a.first, a.second);
    Named n(3.5f, "pi-ish");
    printf("%d %.1f %s\n", same<decltype(n), Named<float>>::value, n.value, n.name);
    Holder h("literal");
    printf("%d %s\n", same<decltype(h), Holder<const char *>>::value, h.v);
    return 0;
}
