// rank, extent and remove_extent for array types; remove_all_extents;
// decay-like behaviour written by hand.
#include <cstdio>

template <typename T> struct rank { static const int value = 0; };
template <typename T> struct rank<T[]> { static const int value = rank<T>::value + 1; };
template <typename T, int N> struct rank<T[N]> { static const int value = rank<T>::value + 1; };

template <typename T, int I = 0> struct extent { static const int value = 0; };
template <typename T, int N> struct extent<T[N], 0> { static const int value = N; };
template <typename T, int N, int I> struct extent<T[N], I> { static const int value = extent<T, I - 1>::value; };

template <typename T> struct remove_all_extents { typedef T type; };
template <typename T> struct remove_all_extents<T[]> { typedef typename remove_all_extents<T>::type type; };
template <typename T, int N> struct remove_all_extents<T[N]> { typedef typename remove_all_extents<T>::type type; };

template <typename T> struct decay { typedef T type; };
template <typename T, int N> struct decay<T[N]> { typedef T *type; };
template <typename R, typename A> struct decay<R(A)> { typedef R (*type)(A); };

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

int main() {
    printf("%d %d %d\n", rank<int>::value, rank<int[3]>::value, rank<int[2][3][4]>::value);
    printf("%d %d %d %d\n", extent<int[2][3][4]>::value, extent<int[2][3][4], 1>::value,
           extent<int[2][3][4], 2>::value, extent<int[2][3][4], 3>::value);
    printf("%d\n", same<remove_all_extents<double[5][6]>::type, double>::value);
    printf("%d %d\n", same<decay<char[8]>::type, char *>::value, same<decay<int(double)>::type, int (*)(double)>::value);
    return 0;
}
