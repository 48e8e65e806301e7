// Constructs of libstdc++'s <functional>, <unordered_map> and <string>,
// each in isolation: `using typename _Base::type;` declares a type name,
// a template argument that is a braced temporary of a template-id closed
// by `>>` (`__and_<is_x<T>>{}`), a functional cast holding an operator
// (`bool(tuple_size<T>::value + 1)`), a parameter whose type has a `true`
// template argument (not a value making the parentheses an initializer),
// and a typedef naming a specialization whose definition cannot be
// instantiated yet (`pmr::string`): it stays incomplete, unreported.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
#include <cstdio>
template<bool B> struct bc { static constexpr bool value = B; constexpr operator bool() const { return B; } };
template<class T> struct is_small : bc<(sizeof(T) <= 4)> {};
template<class... B> struct all_of : bc<(B::value && ...)> {};
template<bool B, class T> struct pick { static const int v = B ? 1 : 2; };
template<class T> using small_pick = pick<all_of<is_small<T>, is_small<char>>{}, T>;
template<class T> struct size_of { static const int value = sizeof(T); };
template<class T> using nonzero = pick<bool(size_of<T>::value + 1), T>;
template<class V, bool C> struct Node { V v; };
template<class T> struct Base { using diff = T; };
template<class V, class T> struct Derived : Base<T> {
  using typename Base<T>::diff;
  diff twice(diff x) const { return x + x; }
  int get(const T&, const Node<V, true>& n) const { return n.v; }
};
template<class T> struct Needs { typedef typename T::missing type; };
template<class T> struct Holder { typedef typename Needs<T>::type inner; };
typedef Holder<int> NotYet;
int main() {
  Derived<int, long> d;
  Node<int, true> n{6};
  printf("%d %d %d %d\n", small_pick<int>::v, nonzero<char>::v, (int)d.twice(4), d.get(1L, n));
  return 0;
}
@meta main();
// CHECK: 1 1 8 6
