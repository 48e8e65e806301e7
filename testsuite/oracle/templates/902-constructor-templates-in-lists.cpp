// Constructor templates of a variadic class template (tuple-like, with
// SFINAE through alias templates and the class's pack in the function
// parameters) are candidates for list- and direct-initialization.
#include <cstdio>
template<bool B, class T = void> struct enable_if { };
template<class T> struct enable_if<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template<class... T> struct tup {
  template<bool C, class... A> using Impl = enable_if_t<C && sizeof...(A) == sizeof...(T), bool>;
  int n;
  template<bool NE = true, Impl<NE, const T&...> = true>
  constexpr tup(const T&... xs) : n(sizeof...(xs)) { }
  template<class... U, Impl<sizeof...(U) == sizeof...(T), U...> = false>
  constexpr tup(U&&... us) : n(100 + sizeof...(us)) { }
};
int main() {
  tup<int, float> a{1, 2.5f};
  tup<int, float> b(1, 2.5);
  printf("%d %d\n", a.n, b.n);
  return 0;
}
