// Perfect forwarding of a pack through two layers, checking the value
// category each argument arrives with.
#include <cstdio>

template <typename T> struct rm { typedef T type; };
template <typename T> struct rm<T &> { typedef T type; };
template <typename T> struct rm<T &&> { typedef T type; };
template <typename T> T &&fwd(typename rm<T>::type &t) { return static_cast<T &&>(t); }

const char *cat(int &) { return "lvalue"; }
const char *cat(const int &) { return "const lvalue"; }
const char *cat(int &&) { return "rvalue"; }

template <typename... Args>
void inner(Args &&...args) {
    const char *names[] = {cat(fwd<Args>(args))...};
    for (const char *n : names) printf("%s; ", n);
    printf("\n");
}

template <typename... Args>
void outer(Args &&...args) { inner(fwd<Args>(args)...); }

template <typename... Args>
void outer_copy(Args... args) { inner(args...); }

int main() {
    int a = 1;
    const int b = 2;
    outer(a, b, 3);
    outer_copy(a, b, 3);
    outer(static_cast<int &&>(a));
    return 0;
}
