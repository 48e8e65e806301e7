// Partial specializations for pointers, arrays, const, and a pair of equal
// types; the most specialized one wins.
#include <cstdio>

template <typename T> struct Kind { static const char *name() { return "value"; } };
template <typename T> struct Kind<T *> { static const char *name() { return "pointer"; } };
template <typename T> struct Kind<const T *> { static const char *name() { return "pointer to const"; } };
template <typename T, int N> struct Kind<T[N]> { static const char *name() { return "array"; } };
template <typename T> struct Kind<T &> { static const char *name() { return "reference"; } };

template <typename A, typename B> struct Pair { static const int v = 0; };
template <typename A> struct Pair<A, A> { static const int v = 1; };
template <typename A> struct Pair<A, A *> { static const int v = 2; };
template <typename A> struct Pair<A *, A *> { static const int v = 3; };

int main() {
    printf("%s\n", Kind<int>::name());
    printf("%s\n", Kind<int *>::name());
    printf("%s\n", Kind<const int *>::name());
    printf("%s\n", Kind<int[3]>::name());
    printf("%s\n", Kind<int &>::name());
    printf("%d %d %d %d %d\n", Pair<int, long>::v, Pair<int, int>::v, Pair<int, int *>::v,
           Pair<int *, int *>::v, Pair<char **, char **>::v);
    return 0;
}
