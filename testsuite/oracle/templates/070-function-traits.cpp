// function_traits: arity, return type and argument types of function
// pointers, member function pointers and lambdas (via operator()).
#include <cstdio>

template <typename A, typename B> struct same { static const bool value = false; };
template <typename A> struct same<A, A> { static const bool value = true; };

template <typename... Ts> struct types {};
template <int I, typename L> struct nth;
template <typename H, typename... T> struct nth<0, types<H, T...>> { typedef H type; };
template <int I, typename H, typename... T> struct nth<I, types<H, T...>> { typedef typename nth<I - 1, types<T...>>::type type; };

template <typename F> struct function_traits : function_traits<decltype(&F::operator())> {};
template <typename R, typename... A> struct function_traits<R (*)(A...)> {
    typedef R result;
    static const int arity = sizeof...(A);
    template <int I> using arg = typename nth<I, types<A...>>::type;
};
template <typename C, typename R, typename... A> struct function_traits<R (C::*)(A...) const> : function_traits<R (*)(A...)> {};
template <typename C, typename R, typename... A> struct function_traits<R (C::*)(A...)> : function_traits<R (*)(A...)> {};

double f(int, char, long) { return 0; }
struct S { int m(double) { return 0; } };

int main() {
    typedef function_traits<decltype(&f)> tf;
    printf("%d %d %d\n", tf::arity, same<tf::result, double>::value, same<tf::arg<1>, char>::value);
    typedef function_traits<decltype(&S::m)> tm;
    printf("%d %d\n", tm::arity, same<tm::arg<0>, double>::value);
    auto lam = [](short, short, short, bool) { return 'c'; };
    typedef function_traits<decltype(lam)> tl;
    printf("%d %d %d\n", tl::arity, same<tl::result, char>::value, same<tl::arg<3>, bool>::value);
    return 0;
}
