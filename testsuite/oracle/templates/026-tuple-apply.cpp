// A tuple built on an index sequence with leaf classes; apply() calls a
// function with the elements expanded.
#include <cstdio>

template <int... Is> struct index_seq {};
template <int N, int... Is> struct make_seq : make_seq<N - 1, N - 1, Is...> {};
template <int... Is> struct make_seq<0, Is...> { using type = index_seq<Is...>; };

template <int I, typename T> struct Leaf { T value; };

template <typename Seq, typename... Ts> struct TupleImpl;
template <int... Is, typename... Ts>
struct TupleImpl<index_seq<Is...>, Ts...> : Leaf<Is, Ts>... {
    TupleImpl(Ts... vs) : Leaf<Is, Ts>{vs}... {}
};

template <typename... Ts>
struct Tuple : TupleImpl<typename make_seq<sizeof...(Ts)>::type, Ts...> {
    using TupleImpl<typename make_seq<sizeof...(Ts)>::type, Ts...>::TupleImpl;
};

template <int I, typename T> T &get_leaf(Leaf<I, T> &l) { return l.value; }
template <int I, typename... Ts> auto &get(Tuple<Ts...> &t) { return get_leaf<I>(t); }

template <typename F, typename... Ts, int... Is>
auto apply_impl(F f, Tuple<Ts...> &t, index_seq<Is...>) { return f(get<Is>(t)...); }
template <typename F, typename... Ts>
auto apply(F f, Tuple<Ts...> &t) { return apply_impl(f, t, typename make_seq<sizeof...(Ts)>::type{}); }

double combine(int a, double b, char c) { return a * b + c; }

int main() {
    Tuple<int, double, char> t(2, 1.5, 'A');
    printf("%d %.1f %c\n", get<0>(t), get<1>(t), get<2>(t));
    printf("%.1f\n", apply(combine, t));
    get<1>(t) = 10;
    printf("%.1f\n", apply([](int a, double b, char) { return a + b; }, t));
    return 0;
}
