// A struct-of-arrays container generated from a pack of field types, with
// per-field access by index.
#include <cstdio>

template <int I, typename T, int N>
struct Column { T data[N]; };

template <int N, typename Seq, typename... Ts> struct SoAImpl;
template <int... Is> struct seq {};
template <int N, int... Is, typename... Ts>
struct SoAImpl<N, seq<Is...>, Ts...> : Column<Is, Ts, N>... {
    template <int I, typename T>
    static T *col(Column<I, T, N> &c) { return c.data; }
    template <int I>
    auto column() { return col<I>(*this); }
};

template <int N, typename... Ts> struct make;
template <int N, typename A, typename B, typename C> struct make<N, A, B, C> { typedef SoAImpl<N, seq<0, 1, 2>, A, B, C> type; };

int main() {
    typedef make<4, int, double, char>::type Particles;
    Particles p;
    for (int i = 0; i < 4; ++i) {
        p.column<0>()[i] = i * i;
        p.column<1>()[i] = i * 0.5;
        p.column<2>()[i] = 'a' + i;
    }
    for (int i = 0; i < 4; ++i) printf("%d %.1f %c\n", p.column<0>()[i], p.column<1>()[i], p.column<2>()[i]);
    printf("%zu\n", sizeof(Particles));
    return 0;
}
