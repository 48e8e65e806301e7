// A typelist with length, indexing, search, push_front and reverse, all by
// partial specialization.
#include <cstdio>

template <typename... Ts> struct list {};

template <typename L> struct length;
template <typename... Ts> struct length<list<Ts...>> { static const int value = sizeof...(Ts); };

template <int I, typename L> struct at;
template <typename H, typename... T> struct at<0, list<H, T...>> { typedef H type; };
template <int I, typename H, typename... T> struct at<I, list<H, T...>> { typedef typename at<I - 1, list<T...>>::type type; };

template <typename X, typename L> struct index_of;
template <typename X> struct index_of<X, list<>> { static const int value = -1; };
template <typename X, typename... T> struct index_of<X, list<X, T...>> { static const int value = 0; };
template <typename X, typename H, typename... T> struct index_of<X, list<H, T...>> {
    static const int rest = index_of<X, list<T...>>::value;
    static const int value = rest < 0 ? -1 : rest + 1;
};

template <typename X, typename L> struct push_front;
template <typename X, typename... Ts> struct push_front<X, list<Ts...>> { typedef list<X, Ts...> type; };

template <typename L> struct reverse;
template <> struct reverse<list<>> { typedef list<> type; };
template <typename H, typename... T> struct reverse<list<H, T...>> {
    template <typename A, typename B> struct append;
    template <typename... As, typename B> struct append<list<As...>, B> { typedef list<As..., B> type; };
    typedef typename append<typename reverse<list<T...>>::type, H>::type type;
};

typedef list<char, short, int, long, double> L;

int main() {
    printf("%d\n", length<L>::value);
    printf("%zu %zu\n", sizeof(at<0, L>::type), sizeof(at<4, L>::type));
    printf("%d %d %d\n", index_of<int, L>::value, index_of<double, L>::value, index_of<float, L>::value);
    typedef push_front<float, L>::type L2;
    printf("%d %d\n", length<L2>::value, index_of<float, L2>::value);
    typedef reverse<L>::type R;
    printf("%d %d\n", index_of<double, R>::value, index_of<char, R>::value);
    return 0;
}
