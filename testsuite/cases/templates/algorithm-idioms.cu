// libstdc++'s <utility>, <array> and <algorithm> idioms written out: swap
// constrained by enable_if over and_/not_ in its return type with a
// noexcept specification, the array overload's noexcept(noexcept(...)),
// iterator_traits partial specializations for pointers, tag dispatch on the
// iterator category, comparison wrappers with operator() templates
// (__ops::_Iter_less_iter, _Iter_comp_iter), an aggregate array class with a
// deduction guide computing its size from a pack. Values as g++-12
// computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

namespace my {
typedef unsigned long size_t; typedef long ptrdiff_t;
template<typename T, T v> struct integral_constant { static constexpr T value = v; typedef integral_constant type; constexpr operator T() const noexcept { return v; } };
typedef integral_constant<bool, true> true_type; typedef integral_constant<bool, false> false_type;
template<bool C, typename A, typename B> struct conditional { typedef A type; };
template<typename A, typename B> struct conditional<false, A, B> { typedef B type; };
template<typename...> struct and_;
template<> struct and_<> : true_type {};
template<typename B1> struct and_<B1> : B1 {};
template<typename B1, typename B2> struct and_<B1, B2> : conditional<B1::value, B2, B1>::type {};
template<typename P> struct not_ : integral_constant<bool, !bool(P::value)> {};
template<bool, typename T = void> struct enable_if {};
template<typename T> struct enable_if<true, T> { typedef T type; };
template<typename T> struct remove_reference { typedef T type; };
template<typename T> struct remove_reference<T&> { typedef T type; };
template<typename T> struct remove_reference<T&&> { typedef T type; };
template<typename T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept { return static_cast<typename remove_reference<T>::type&&>(t); }
template<typename T> struct is_tuple_like : false_type {};
template<typename T> struct is_move_constructible : true_type {};
template<typename T>
inline typename enable_if<and_<not_<is_tuple_like<T>>, is_move_constructible<T>>::value>::type
swap(T& a, T& b) noexcept(is_move_constructible<T>::value) { T tmp = my::move(a); a = my::move(b); b = my::move(tmp); }
template<typename T, size_t N>
inline typename enable_if<true>::type swap(T (&a)[N], T (&b)[N]) noexcept(noexcept(my::swap(*a, *b))) { for (size_t n = 0; n < N; ++n) my::swap(a[n], b[n]); }

struct random_access_iterator_tag {};
template<typename It> struct iterator_traits { typedef typename It::value_type value_type; typedef typename It::difference_type difference_type; typedef typename It::iterator_category iterator_category; };
template<typename T> struct iterator_traits<T*> { typedef T value_type; typedef ptrdiff_t difference_type; typedef random_access_iterator_tag iterator_category; };
template<typename T> struct iterator_traits<const T*> { typedef T value_type; typedef ptrdiff_t difference_type; typedef random_access_iterator_tag iterator_category; };

template<typename It> inline typename iterator_traits<It>::difference_type distance_impl(It first, It last, random_access_iterator_tag) { return last - first; }
template<typename It> inline typename iterator_traits<It>::difference_type distance(It first, It last) { return my::distance_impl(first, last, typename iterator_traits<It>::iterator_category()); }

namespace ops {
struct Iter_less_iter { template<typename I1, typename I2> constexpr bool operator()(I1 it1, I2 it2) const { return *it1 < *it2; } };
inline constexpr Iter_less_iter iter_less_iter() { return Iter_less_iter(); }
template<typename Compare> struct Iter_comp_iter {
  Compare comp;
  explicit constexpr Iter_comp_iter(Compare c) : comp(my::move(c)) {}
  template<typename I1, typename I2> constexpr bool operator()(I1 it1, I2 it2) { return bool(comp(*it1, *it2)); }
};
template<typename Compare> constexpr inline Iter_comp_iter<Compare> iter_comp_iter(Compare c) { return Iter_comp_iter<Compare>(my::move(c)); }
}
template<typename It, typename Compare> void insertion_sort(It first, It last, Compare comp) {
  if (first == last) return;
  for (It i = first + 1; i != last; ++i) {
    typename iterator_traits<It>::value_type val = my::move(*i);
    It j = i;
    while (j != first) { It k = j - 1; if (!(val < *k) && !comp(&val, k)) break; *j = my::move(*k); --j; }
    *j = my::move(val);
  }
}
template<typename It> inline void sort(It first, It last) { my::insertion_sort(first, last, ops::iter_less_iter()); }
template<typename It, typename Cmp> inline void sort(It first, It last, Cmp c) { my::insertion_sort(first, last, ops::iter_comp_iter(c)); }
template<typename T> constexpr const T& max(const T& a, const T& b) { return (a < b) ? b : a; }
template<typename T, typename C> constexpr const T& max(const T& a, const T& b, C comp) { return comp(a, b) ? b : a; }
template<typename T, size_t N> struct array {
  typedef T value_type; typedef T* iterator; typedef const T* const_iterator; typedef size_t size_type;
  T elems[N];
  constexpr iterator begin() noexcept { return iterator(elems); }
  constexpr iterator end() noexcept { return iterator(elems + N); }
  constexpr size_type size() const noexcept { return N; }
  constexpr T& operator[](size_type n) noexcept { return elems[n]; }
  constexpr const T& operator[](size_type n) const noexcept { return elems[n]; }
  void swap(array& o) noexcept(noexcept(my::swap(*elems, *o.elems))) { my::swap(elems, o.elems); }
};
template<typename T, typename... U> array(T, U...) -> array<T, 1 + sizeof...(U)>;
template<size_t I, typename T, size_t N> constexpr T& get(array<T, N>& a) noexcept { static_assert(I < N, "index"); return a.elems[I]; }
struct Greater { bool operator()(int a, int b) const { return a > b; } };
}
int main() {
  my::array<int, 5> a = {{5, 3, 9, 1, 4}};
  my::sort(a.begin(), a.end());
  printf("%d %d %d %d %d %ld\n", a[0], a[1], a[2], a[3], a[4], (long)my::distance(a.begin(), a.end()));
  my::sort(a.begin(), a.end(), my::Greater());
  printf("%d %d %d\n", a[0], my::get<4>(a), my::max(3, 7));
  my::array<int, 5> b = {{1, 1, 1, 1, 1}};
  a.swap(b);
  int x = 1, y = 2; my::swap(x, y);
  printf("%d %d %d %d %d\n", a[0], b[0], x, y, (int)noexcept(a.swap(b)));
  my::array c{1, 2, 3};
  printf("%zu %d\n", c.size(), my::max(4, 9, my::Greater()));
  return 0;
}
@meta main();

// CHECK: 1 3 4 5 9 5
// CHECK-NEXT: 9 1 7
// CHECK-NEXT: 1 9 2 1 1
// CHECK-NEXT: 3 4
