// Forwarding references with hand-written forward and move: reference
// collapsing keeps the value category through a wrapper.
#include <cstdio>

template <typename T> struct remove_ref { typedef T type; };
template <typename T> struct remove_ref<T &> { typedef T type; };
template <typename T> struct remove_ref<T &&> { typedef T type; };

template <typename T>
T &&forward(typename remove_ref<T>::type &t) { return static_cast<T &&>(t); }
template <typename T>
typename remove_ref<T>::type &&move(T &&t) { return static_cast<typename remove_ref<T>::type &&>(t); }

void target(int &) { printf("lvalue\n"); }
void target(const int &) { printf("const lvalue\n"); }
void target(int &&) { printf("rvalue\n"); }

template <typename T>
void wrapper(T &&arg) { target(forward<T>(arg)); }

template <typename T>
void no_forward(T &&arg) { target(arg); }

template <typename T> struct is_lref { static const bool value = false; };
template <typename T> struct is_lref<T &> { static const bool value = true; };

template <typename T>
bool deduced_lref(T &&) { return is_lref<T>::value; }

int main() {
    int x = 1;
    const int cx = 2;
    wrapper(x);
    wrapper(cx);
    wrapper(3);
    wrapper(move(x));
    no_forward(3);
    printf("%d %d\n", deduced_lref(x), deduced_lref(5));
    return 0;
}
