// Partial ordering of class template partial specializations over several
// parameters; the most specialized matching one is chosen.
#include <cstdio>

template <typename A, typename B, typename C> struct M { static const int v = 0; };
template <typename A, typename B> struct M<A, B, int> { static const int v = 1; };
template <typename A> struct M<A, A, int> { static const int v = 2; };
template <typename A> struct M<A *, A, int> { static const int v = 3; };
template <typename A, typename B> struct M<A, B *, B> { static const int v = 4; };
template <typename A> struct M<A, A *, A> { static const int v = 5; };

int main() {
    printf("%d %d %d %d\n", M<char, char, char>::v, M<char, long, int>::v, M<long, long, int>::v, M<char *, char, int>::v);
    printf("%d %d\n", M<char, long *, long>::v, M<short, short *, short>::v);
    return 0;
}
