// Sorting a value pack at compile time with insertion into a sorted list,
// then printing the result.
#include <cstdio>

template <int... Vs> struct vlist {};

template <int X, typename L> struct insert;
template <int X> struct insert<X, vlist<>> { typedef vlist<X> type; };
template <int X, int H, int... T> struct insert<X, vlist<H, T...>> {
    template <bool Before, typename Dummy = void> struct pick { typedef vlist<X, H, T...> type; };
    template <typename Dummy> struct pick<false, Dummy> {
        template <typename L> struct prepend;
        template <int... R> struct prepend<vlist<R...>> { typedef vlist<H, R...> type; };
        typedef typename prepend<typename insert<X, vlist<T...>>::type>::type type;
    };
    typedef typename pick<(X <= H)>::type type;
};

template <typename L> struct sort;
template <> struct sort<vlist<>> { typedef vlist<> type; };
template <int H, int... T> struct sort<vlist<H, T...>> {
    typedef typename insert<H, typename sort<vlist<T...>>::type>::type type;
};

template <int... Vs>
void print(vlist<Vs...>) {
    const int arr[] = {Vs...};
    for (int v : arr) printf("%d ", v);
    printf("\n");
}

int main() {
    print(sort<vlist<5, 3, 9, 1, 4, 1, 8>>::type());
    print(sort<vlist<42>>::type());
    print(sort<vlist<3, 2, 1, 0, -1>>::type());
    return 0;
}
