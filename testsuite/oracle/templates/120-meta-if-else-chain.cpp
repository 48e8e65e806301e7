// A compile-time switch: select a type from a list by a predicate, with a
// default; used to choose the smallest integer type that holds a value.
#include <cstdio>

template <bool C, typename T> struct when { static const bool cond = C; typedef T type; };
template <typename T> struct otherwise { static const bool cond = true; typedef T type; };

template <typename... Cases> struct select;
template <typename C, typename... Rest> struct select<C, Rest...> {
    template <bool B, typename D = void> struct pick { typedef typename C::type type; };
    template <typename D> struct pick<false, D> { typedef typename select<Rest...>::type type; };
    typedef typename pick<C::cond>::type type;
};

template <unsigned long long N>
struct uint_for {
    typedef typename select<when<(N < 256ull), unsigned char>, when<(N < 65536ull), unsigned short>,
                            when<(N < 4294967296ull), unsigned>, otherwise<unsigned long long>>::type type;
};

int main() {
    printf("%zu %zu %zu %zu %zu\n", sizeof(uint_for<0>::type), sizeof(uint_for<255>::type),
           sizeof(uint_for<256>::type), sizeof(uint_for<100000>::type), sizeof(uint_for<5000000000ull>::type));
    return 0;
}
