// Constructor templates constrained with SFINAE so a wrapper accepts
// integers and pointers differently, and rejects nothing silently.
#include <cstdio>

template <bool B, typename T = int> struct enable_if {};
template <typename T> struct enable_if<true, T> { typedef T type; };

template <typename T> struct is_int_like { static const bool value = false; };
template <> struct is_int_like<int> { static const bool value = true; };
template <> struct is_int_like<long> { static const bool value = true; };
template <> struct is_int_like<short> { static const bool value = true; };
template <typename T> struct is_ptr { static const bool value = false; };
template <typename T> struct is_ptr<T *> { static const bool value = true; };

struct Value {
    long v;
    const char *how;
    template <typename T, typename enable_if<is_int_like<T>::value>::type = 0>
    Value(T x) : v(x), how("integer") {}
    template <typename T, typename enable_if<is_ptr<T>::value>::type = 0>
    Value(T p) : v(*p), how("pointer") {}
    Value(double d) : v((long)(d * 10)), how("double") {}
};

int main() {
    long big = 1234567;
    Value a(5), b(7L), c((short)3), d(&big), e(2.5);
    const Value *all[] = {&a, &b, &c, &d, &e};
    for (const Value *p : all) printf("%s %ld\n", p->how, p->v);
    return 0;
}
