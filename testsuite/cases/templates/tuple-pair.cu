// libstdc++'s <tuple> and <utility> machinery written out: a recursive
// _Tuple_impl with a _Head_base that derives from an empty element type
// (EBO: the empty base shares its address and its initialization writes no
// byte), befriending every specialization of itself (template<...> friend
// struct), constructor templates constrained in their template parameter
// lists (typename enable_if<... >= ...>::type = true), get<I> deducing the
// base Tuple_impl<I, Head, Tail...>, make_tuple with decay, apply over an
// index sequence, pair with converting constructors, noexcept(noexcept(...))
// and a user-written deduction guide. Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

namespace my {
typedef unsigned long size_t;
template<typename T, T v> struct integral_constant { static constexpr T value = v; typedef integral_constant type; constexpr operator T() const noexcept { return v; } };
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;
template<typename T> struct remove_reference { typedef T type; };
template<typename T> struct remove_reference<T&> { typedef T type; };
template<typename T> struct remove_reference<T&&> { typedef T type; };
template<typename T> constexpr T&& forward(typename remove_reference<T>::type& t) noexcept { return static_cast<T&&>(t); }
template<typename T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept { return static_cast<typename remove_reference<T>::type&&>(t); }
template<typename T> struct decay_helper { typedef T type; };
template<typename T> struct decay { typedef typename decay_helper<typename remove_reference<T>::type>::type type; };
template<bool, typename T = void> struct enable_if {};
template<typename T> struct enable_if<true, T> { typedef T type; };

template<typename T> struct is_empty_helper : false_type {};
struct Empty {};
template<> struct is_empty_helper<Empty> : true_type {};

template<size_t I, typename Head, bool = is_empty_helper<Head>::value> struct Head_base;
template<size_t I, typename Head> struct Head_base<I, Head, true> : public Head {
  constexpr Head_base() : Head() {}
  constexpr Head_base(const Head& h) : Head(h) {}
  template<typename UHead> constexpr Head_base(UHead&& h) : Head(my::forward<UHead>(h)) {}
  static constexpr Head& M_head(Head_base& b) noexcept { return b; }
};
template<size_t I, typename Head> struct Head_base<I, Head, false> {
  constexpr Head_base() : M_head_impl() {}
  constexpr Head_base(const Head& h) : M_head_impl(h) {}
  template<typename UHead> constexpr Head_base(UHead&& h) : M_head_impl(my::forward<UHead>(h)) {}
  static constexpr Head& M_head(Head_base& b) noexcept { return b.M_head_impl; }
  Head M_head_impl;
};
template<size_t I, typename... Elements> struct Tuple_impl;
template<size_t I, typename Head, typename... Tail>
struct Tuple_impl<I, Head, Tail...> : public Tuple_impl<I + 1, Tail...>, private Head_base<I, Head> {
  template<size_t, typename...> friend struct Tuple_impl;
  typedef Tuple_impl<I + 1, Tail...> Inherited;
  typedef Head_base<I, Head> Base;
  static constexpr Head& M_head(Tuple_impl& t) noexcept { return Base::M_head(t); }
  static constexpr Inherited& M_tail(Tuple_impl& t) noexcept { return t; }
  constexpr Tuple_impl() : Inherited(), Base() {}
  explicit constexpr Tuple_impl(const Head& head, const Tail&... tail) : Inherited(tail...), Base(head) {}
  template<typename UHead, typename... UTail, typename = typename enable_if<sizeof...(Tail) == sizeof...(UTail)>::type>
  explicit constexpr Tuple_impl(UHead&& head, UTail&&... tail) : Inherited(my::forward<UTail>(tail)...), Base(my::forward<UHead>(head)) {}
  constexpr Tuple_impl(const Tuple_impl&) = default;
};
template<size_t I, typename Head>
struct Tuple_impl<I, Head> : private Head_base<I, Head> {
  template<size_t, typename...> friend struct Tuple_impl;
  typedef Head_base<I, Head> Base;
  static constexpr Head& M_head(Tuple_impl& t) noexcept { return Base::M_head(t); }
  constexpr Tuple_impl() : Base() {}
  explicit constexpr Tuple_impl(const Head& head) : Base(head) {}
  template<typename UHead> explicit constexpr Tuple_impl(UHead&& head) : Base(my::forward<UHead>(head)) {}
  constexpr Tuple_impl(const Tuple_impl&) = default;
};
template<typename... Elements> class tuple : public Tuple_impl<0, Elements...> {
  typedef Tuple_impl<0, Elements...> Inherited;
public:
  constexpr tuple() : Inherited() {}
  constexpr tuple(const Elements&... elements) : Inherited(elements...) {}
  template<typename... UElements, typename enable_if<sizeof...(UElements) == sizeof...(Elements) && (sizeof...(UElements) > 1), bool>::type = true>
  constexpr tuple(UElements&&... elements) : Inherited(my::forward<UElements>(elements)...) {}
};
template<typename T> struct tuple_size;
template<typename... Ts> struct tuple_size<tuple<Ts...>> : integral_constant<size_t, sizeof...(Ts)> {};
template<size_t I, typename T> struct tuple_element;
template<size_t I, typename H, typename... T> struct tuple_element<I, tuple<H, T...>> : tuple_element<I - 1, tuple<T...>> {};
template<typename H, typename... T> struct tuple_element<0, tuple<H, T...>> { typedef H type; };
template<size_t I, typename Head, typename... Tail> constexpr Head& get_helper(Tuple_impl<I, Head, Tail...>& t) noexcept { return Tuple_impl<I, Head, Tail...>::M_head(t); }
template<size_t I, typename... Elements> constexpr typename tuple_element<I, tuple<Elements...>>::type& get(tuple<Elements...>& t) noexcept { return my::get_helper<I>(t); }
template<typename... Elements> constexpr tuple<typename decay<Elements>::type...> make_tuple(Elements&&... args) { typedef tuple<typename decay<Elements>::type...> R; return R(my::forward<Elements>(args)...); }

template<size_t... Is> struct index_sequence {};
template<size_t N, size_t... Is> struct make_seq : make_seq<N - 1, N - 1, Is...> {};
template<size_t... Is> struct make_seq<0, Is...> { typedef index_sequence<Is...> type; };
template<typename F, typename Tup, size_t... Is> auto apply_impl(F&& f, Tup& t, index_sequence<Is...>) -> decltype(f(my::get<Is>(t)...)) { return f(my::get<Is>(t)...); }
template<typename F, typename... Ts> auto apply(F&& f, tuple<Ts...>& t) -> decltype(apply_impl(f, t, typename make_seq<sizeof...(Ts)>::type())) { return apply_impl(f, t, typename make_seq<sizeof...(Ts)>::type()); }

template<typename T1, typename T2> struct pair {
  T1 first; T2 second;
  constexpr pair() : first(), second() {}
  template<typename U1 = T1, typename U2 = T2, typename enable_if<sizeof(U1) >= 1, bool>::type = true>
  constexpr pair(const T1& a, const T2& b) : first(a), second(b) {}
  template<typename U1, typename U2> constexpr pair(const pair<U1, U2>& p) : first(p.first), second(p.second) {}
  pair(const pair&) = default;
  void swap(pair& p) noexcept(noexcept(T1(), T2())) { T1 t = first; first = p.first; p.first = t; T2 u = second; second = p.second; p.second = u; }
};
template<typename T1, typename T2> constexpr pair<typename decay<T1>::type, typename decay<T2>::type> make_pair(T1&& x, T2&& y) { return pair<typename decay<T1>::type, typename decay<T2>::type>(my::forward<T1>(x), my::forward<T2>(y)); }
template<typename T1, typename T2> pair(T1, T2) -> pair<T1, T2>;
}
int add3(int a, double b, char c) { return a + (int)b + c; }
struct Summer { int operator()(int a, double b, char c) const { return a * 100 + (int)b * 10 + (c - 'a'); } };
int main() {
  my::tuple<int, double, char> t(1, 2.5, 'c');
  printf("%d %.1f %c %d\n", my::get<0>(t), my::get<1>(t), my::get<2>(t), (int)my::tuple_size<decltype(t)>::value);
  my::get<1>(t) = 4.0;
  auto u = my::make_tuple(3, 7.5, 'x');
  printf("%d %.1f %d %d\n", my::get<0>(u), my::get<1>(u), my::apply(add3, t), my::apply(Summer(), u));
  my::tuple<my::Empty, int> te(my::Empty(), 5);
  printf("%d %d\n", my::get<1>(te), (int)sizeof(te));
  my::pair<int, double> p(1, 2.0);
  my::pair<long, double> q(p);
  auto mp = my::make_pair(3, 'z');
  my::pair<long, double> r2(5, 6.5);
  q.swap(r2);
  printf("%ld %.1f %d %c %ld %d\n", q.first, q.second, mp.first, mp.second, r2.first, (int)noexcept(q.swap(r2)));
  my::pair cp(1, 2.5);
  printf("%.1f\n", cp.second);
  return 0;
}
@meta main();

// CHECK: 1 2.5 c 3
// CHECK-NEXT: 3 7.5 104 393
// CHECK-NEXT: 5 4
// CHECK-NEXT: 5 6.5 3 z 1 1
// CHECK-NEXT: 2.5
