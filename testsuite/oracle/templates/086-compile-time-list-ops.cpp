// Value lists manipulated at compile time: sum, max, contains, append and
// map over an int pack, printed at run time.
#include <cstdio>

template <int... Vs> struct vlist {};

template <typename L> struct sum;
template <int... Vs> struct sum<vlist<Vs...>> { static const int value = (0 + ... + Vs); };

template <typename L> struct maximum;
template <int V> struct maximum<vlist<V>> { static const int value = V; };
template <int V, int... Vs> struct maximum<vlist<V, Vs...>> {
    static const int rest = maximum<vlist<Vs...>>::value;
    static const int value = V > rest ? V : rest;
};

template <int X, typename L> struct contains;
template <int X, int... Vs> struct contains<X, vlist<Vs...>> { static const bool value = ((X == Vs) || ...); };

template <typename A, typename B> struct concat;
template <int... As, int... Bs> struct concat<vlist<As...>, vlist<Bs...>> { typedef vlist<As..., Bs...> type; };

template <typename L> struct squares;
template <int... Vs> struct squares<vlist<Vs...>> { typedef vlist<(Vs * Vs)...> type; };

template <int... Vs>
void print(vlist<Vs...>) {
    ((printf("%d ", Vs)), ...);
    printf("\n");
}

typedef vlist<3, 9, 4> A;
typedef vlist<1, 7> B;

int main() {
    printf("%d %d\n", sum<A>::value, maximum<A>::value);
    printf("%d %d\n", contains<9, A>::value, contains<5, A>::value);
    print(concat<A, B>::type());
    print(squares<concat<B, A>::type>::type());
    return 0;
}
