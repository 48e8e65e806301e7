// The void_t detection idiom: does a type have a nested 'type', a member
// function size(), a member 'value'?
#include <cstdio>

template <typename...> using void_t = void;
template <typename T> T &&declval();

struct false_type { static constexpr bool value = false; };
struct true_type { static constexpr bool value = true; };

template <typename T, typename = void> struct has_type : false_type {};
template <typename T> struct has_type<T, void_t<typename T::type>> : true_type {};

template <typename T, typename = void> struct has_size : false_type {};
template <typename T> struct has_size<T, void_t<decltype(declval<T &>().size())>> : true_type {};

template <typename T, typename = void> struct has_value : false_type {};
template <typename T> struct has_value<T, void_t<decltype(T::value)>> : true_type {};

struct A { typedef int type; int size() const { return 1; } };
struct B { static const int value = 3; };
struct C {};

int main() {
    printf("A %d %d %d\n", has_type<A>::value, has_size<A>::value, has_value<A>::value);
    printf("B %d %d %d\n", has_type<B>::value, has_size<B>::value, has_value<B>::value);
    printf("C %d %d %d\n", has_type<C>::value, has_size<C>::value, has_value<C>::value);
    printf("int %d %d %d\n", has_type<int>::value, has_size<int>::value, has_value<int>::value);
    return 0;
}
