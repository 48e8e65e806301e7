// auto non-type template parameters (C++17): the parameter's type is deduced
// from the argument.
#include <cstdio>

template <auto V>
struct Constant {
    static constexpr auto value = V;
};

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <auto... Vs>
struct Count { static const int n = sizeof...(Vs); };

int main() {
    printf("%d %ld %c\n", Constant<5>::value, Constant<7L>::value, Constant<'x'>::value);
    printf("%d %d %d\n", same<decltype(Constant<5>::value), const int>::value,
           same<decltype(Constant<5u>::value), const unsigned>::value,
           same<decltype(Constant<true>::value), const bool>::value);
    printf("%d\n", Count<1, 'a', 2L, false>::n);
    return 0;
}
