// A recursive tuple: each level inherits the rest, get<I> walks down by
// partial specialization.
#include <cstdio>

template <typename... Ts> struct Tuple {};

template <typename Head, typename... Tail>
struct Tuple<Head, Tail...> : Tuple<Tail...> {
    Head head;
    Tuple(Head h, Tail... t) : Tuple<Tail...>(t...), head(h) {}
    Tuple<Tail...> &tail() { return *this; }
};

template <int I, typename T> struct Getter;
template <typename Head, typename... Tail>
struct Getter<0, Tuple<Head, Tail...>> {
    using type = Head;
    static Head &get(Tuple<Head, Tail...> &t) { return t.head; }
};
template <int I, typename Head, typename... Tail>
struct Getter<I, Tuple<Head, Tail...>> {
    using type = typename Getter<I - 1, Tuple<Tail...>>::type;
    static type &get(Tuple<Head, Tail...> &t) { return Getter<I - 1, Tuple<Tail...>>::get(t); }
};

template <int I, typename... Ts>
typename Getter<I, Tuple<Ts...>>::type &get(Tuple<Ts...> &t) { return Getter<I, Tuple<Ts...>>::get(t); }

int main() {
    Tuple<int, double, char> t(1, 2.5, 'z');
    printf("%d %.1f %c\n", get<0>(t), get<1>(t), get<2>(t));
    get<0>(t) = 42;
    get<2>(t) = 'q';
    printf("%d %c\n", get<0>(t), get<2>(t));
    printf("%.1f\n", t.tail().head);
    return 0;
}
