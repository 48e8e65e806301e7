// Alias templates: partial application of a class template, aliases to
// function pointer types and to nested types.
#include <cstdio>

template <typename T, int N>
struct Vec { T v[N]; };

template <typename T> using Vec3 = Vec<T, 3>;
template <int N> using IntVec = Vec<int, N>;
template <typename R, typename A> using Fn = R (*)(A);
template <typename C> using value_of = typename C::value_type;

struct Container { typedef short value_type; };

int twice(int x) { return 2 * x; }

int main() {
    Vec3<float> f = {{1, 2, 3}};
    IntVec<5> iv = {{1, 2, 3, 4, 5}};
    printf("%zu %zu %.1f %d\n", sizeof f, sizeof iv, f.v[2], iv.v[4]);
    Fn<int, int> fp = twice;
    printf("%d\n", fp(21));
    value_of<Container> s = 7;
    printf("%zu %d\n", sizeof s, s);
    return 0;
}
