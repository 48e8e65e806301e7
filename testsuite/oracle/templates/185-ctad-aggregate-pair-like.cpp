// CTAD through explicit guides for class templates that have no
// constructors (aggregates) used in braced casts.
#include <cstdio>

template <typename A, typename B>
struct duo { A first; B second; };
template <typename A, typename B> duo(A, B) -> duo<A, B>;

template <typename T, int N>
struct arr { T data[N]; };
template <typename T, typename... U> arr(T, U...) -> arr<T, 1 + sizeof...(U)>;

int main() {
    auto d = duo{1, 'x'};
    printf("%d %c %d\n", d.first, d.second, (int)sizeof(d));
    auto a = arr{1, 2, 3, 4};
    int s = 0;
    for (int i = 0; i < 4; i++) s += a.data[i];
    printf("%d %d\n", s, (int)sizeof(a));
    printf("%.1f\n", duo{2.5, 1}.first);
    return 0;
}
