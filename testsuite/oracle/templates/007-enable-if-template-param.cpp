// enable_if as a defaulted template parameter and as a defaulted function
// parameter; constructors constrained the same way.
#include <cstdio>

template <bool B, typename T = void> struct enable_if {};
template <typename T> struct enable_if<true, T> { using type = T; };
template <bool B, typename T = void> using enable_if_t = typename enable_if<B, T>::type;

template <typename T> struct is_pointer { static constexpr bool value = false; };
template <typename T> struct is_pointer<T *> { static constexpr bool value = true; };

template <typename T, enable_if_t<is_pointer<T>::value, int> = 0>
int deref_or_self(T p) { return *p; }

template <typename T, enable_if_t<!is_pointer<T>::value, int> = 0>
int deref_or_self(T v) { return v; }

template <typename T>
int size_class(T, enable_if_t<(sizeof(T) > 4)> * = nullptr) { return 8; }
template <typename T>
int size_class(T, enable_if_t<(sizeof(T) <= 4)> * = nullptr) { return 4; }

struct Holder {
    int v;
    template <typename T, typename = enable_if_t<is_pointer<T>::value>>
    Holder(T p) : v(*p + 1000) {}
    Holder(int x) : v(x) {}
};

int main() {
    int x = 42;
    printf("%d %d\n", deref_or_self(&x), deref_or_self(7));
    printf("%d %d\n", size_class(1), size_class(1.0));
    Holder a(&x), b(5);
    printf("%d %d\n", a.v, b.v);
    return 0;
}
