// if constexpr discards the branch not taken, so it may contain code that
// would not compile for the current type.
#include <cstdio>

template <typename T> struct is_ptr { static constexpr bool value = false; };
template <typename T> struct is_ptr<T *> { static constexpr bool value = true; };

struct HasName { const char *name() const { return "named"; } };

template <typename T>
int deref(T v) {
    if constexpr (is_ptr<T>::value) return *v;
    else return v;
}

template <typename T>
const char *label(const T &x) {
    if constexpr (sizeof(T) == 1) return "byte";
    else if constexpr (is_ptr<T>::value) return "pointer";
    else return x.name();
}

template <int N>
int countdown() {
    if constexpr (N == 0) return 0;
    else {
        printf("%d ", N);
        return 1 + countdown<N - 1>();
    }
}

int main() {
    int x = 9;
    printf("%d %d\n", deref(&x), deref(4));
    int *p = &x;
    printf("%s %s %s\n", label('c'), label(p), label(HasName()));
    int n = countdown<5>();
    printf("\n%d\n", n);
    return 0;
}
