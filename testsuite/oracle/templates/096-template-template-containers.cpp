// Template template parameters with several parameters and packs: a
// 'rebind' of a container template to a new element type.
#include <cstdio>

template <typename T, int N>
struct Arr { T v[N]; static const int n = N; };

template <typename... Ts>
struct Types { static const int n = sizeof...(Ts); };

template <template <typename, int> class C, typename T, int N>
struct rebind_arr { typedef C<T, N * 2> type; };

template <template <typename...> class L, typename... Ts>
struct apply_pack { typedef L<Ts..., Ts...> type; };

template <typename X> struct first_param;
template <template <typename, int> class C, typename T, int N>
struct first_param<C<T, N>> { typedef T type; static const int size = N; };

int main() {
    typedef rebind_arr<Arr, char, 3>::type A;
    printf("%d %zu\n", A::n, sizeof(A));
    printf("%d\n", apply_pack<Types, int, char, long>::type::n);
    printf("%zu %d\n", sizeof(first_param<Arr<double, 7>>::type), first_param<Arr<double, 7>>::size);
    return 0;
}
