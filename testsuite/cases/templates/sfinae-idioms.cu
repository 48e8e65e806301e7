// libstdc++'s <type_traits> idioms written out: integral_constant with a
// conversion and a call operator, a conditional alias member template
// (typename cond_<C>::template type<A, B>), recursive and_/or_ by partial
// specialization with conditional bases, the detection idiom (a template
// template parameter over an alias, void_t in a partial specialization),
// is_convertible by SFINAE on a default template argument, enable_if in a
// template parameter list both as a defaulted type and as a defaulted
// non-type parameter (two overloads that differ only there), forward/move.
// Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

namespace my {
template<typename T, T v> struct integral_constant {
  static constexpr T value = v;
  typedef T value_type;
  typedef integral_constant<T, v> type;
  constexpr operator value_type() const noexcept { return value; }
  constexpr value_type operator()() const noexcept { return value; }
};
using true_type = integral_constant<bool, true>;
using false_type = integral_constant<bool, false>;
template<bool B> using bool_constant = integral_constant<bool, B>;

template<bool> struct cond_ { template<typename A, typename> using type = A; };
template<> struct cond_<false> { template<typename, typename B> using type = B; };
template<bool C, typename A, typename B> using conditional_t = typename cond_<C>::template type<A, B>;

template<typename...> struct or_;
template<> struct or_<> : public false_type {};
template<typename B1> struct or_<B1> : public B1 {};
template<typename B1, typename B2> struct or_<B1, B2> : public conditional_t<B1::value, B1, B2> {};
template<typename B1, typename B2, typename B3, typename... Bn>
struct or_<B1, B2, B3, Bn...> : public conditional_t<B1::value, B1, or_<B2, B3, Bn...>> {};
template<typename...> struct and_;
template<> struct and_<> : public true_type {};
template<typename B1> struct and_<B1> : public B1 {};
template<typename B1, typename B2> struct and_<B1, B2> : public conditional_t<B1::value, B2, B1> {};
template<typename B1, typename B2, typename B3, typename... Bn>
struct and_<B1, B2, B3, Bn...> : public conditional_t<B1::value, and_<B2, B3, Bn...>, B1> {};
template<typename P> struct not_ : public bool_constant<!bool(P::value)> {};
template<typename... Bn> inline constexpr bool and_v = and_<Bn...>::value;

template<typename T, typename U> struct is_same : false_type {};
template<typename T> struct is_same<T, T> : true_type {};
template<typename T> struct remove_cv { using type = T; };
template<typename T> struct remove_cv<const T> { using type = T; };
template<typename T> struct remove_cv<volatile T> { using type = T; };
template<typename T> struct remove_cv<const volatile T> { using type = T; };
template<typename T> using remove_cv_t = typename remove_cv<T>::type;
template<typename T> struct remove_reference { typedef T type; };
template<typename T> struct remove_reference<T&> { typedef T type; };
template<typename T> struct remove_reference<T&&> { typedef T type; };
template<typename T> using remove_reference_t = typename remove_reference<T>::type;
template<typename> struct is_integral_helper : false_type {};
template<> struct is_integral_helper<int> : true_type {};
template<> struct is_integral_helper<long> : true_type {};
template<> struct is_integral_helper<char> : true_type {};
template<typename T> struct is_integral : is_integral_helper<remove_cv_t<T>>::type {};
template<typename T> struct is_pointer : false_type {};
template<typename T> struct is_pointer<T*> : true_type {};
template<typename T> struct is_lvalue_reference : false_type {};
template<typename T> struct is_lvalue_reference<T&> : true_type {};
template<typename T> struct is_array : false_type {};
template<typename T> struct is_array<T[]> : true_type {};
template<typename T, unsigned long N> struct is_array<T[N]> : true_type {};

template<bool, typename T = void> struct enable_if {};
template<typename T> struct enable_if<true, T> { typedef T type; };
template<bool C, typename T = void> using enable_if_t = typename enable_if<C, T>::type;
template<typename... Cond> using Require = enable_if_t<and_<Cond...>::value>;

template<typename T> T&& declval() noexcept;
template<typename...> using void_t = void;

template<typename Default, typename AlwaysVoid, template<typename...> class Op, typename... Args>
struct detector { using value_t = false_type; using type = Default; };
template<typename Default, template<typename...> class Op, typename... Args>
struct detector<Default, void_t<Op<Args...>>, Op, Args...> { using value_t = true_type; using type = Op<Args...>; };
template<template<typename...> class Op, typename... Args>
using is_detected = typename detector<void, void, Op, Args...>::value_t;

template<typename T> using size_op = decltype(declval<T&>().size());

template<typename T> constexpr T&& forward(remove_reference_t<T>& t) noexcept { return static_cast<T&&>(t); }
template<typename T> constexpr T&& forward(remove_reference_t<T>&& t) noexcept { return static_cast<T&&>(t); }
template<typename T> constexpr remove_reference_t<T>&& move(T&& t) noexcept { return static_cast<remove_reference_t<T>&&>(t); }

template<typename T, typename = void> struct has_value_type : false_type {};
template<typename T> struct has_value_type<T, void_t<typename T::value_type>> : true_type {};

// is_convertible by SFINAE
template<typename From, typename To> struct is_convertible_helper {
  template<typename T> static void test_aux(T) noexcept;
  template<typename F, typename T, typename = decltype(test_aux<T>(declval<F>()))>
  static true_type test(int);
  template<typename, typename> static false_type test(...);
  using type = decltype(test<From, To>(0));
};
template<typename From, typename To> struct is_convertible : is_convertible_helper<From, To>::type {};

template<typename T, typename = enable_if_t<is_integral<T>::value>>
int only_int(T) { return 1; }
template<typename T, Require<is_pointer<T>> * = nullptr>
int only_int(T) { return 2; }
}

struct Sized { int size() { return 4; } };
struct NoSize {};
struct HasVT { typedef int value_type; };
struct A {}; struct B : A {};

int main() {
  using namespace my;
  printf("%d %d\n", (int)is_same<int, remove_cv_t<const int>>::value, (int)is_same<int, long>::value);
  printf("%d %d %d\n", (int)or_<false_type, true_type>::value, (int)and_<true_type, true_type, false_type>::value, (int)and_v<true_type, true_type, true_type>);
  printf("%d %d\n", (int)is_integral<const int>::value, (int)is_integral<double>::value);
  printf("%d %d\n", (int)is_detected<size_op, Sized>::value, (int)is_detected<size_op, NoSize>::value);
  printf("%d %d\n", (int)has_value_type<HasVT>::value, (int)has_value_type<int>::value);
  printf("%d %d %d\n", (int)is_convertible<B*, A*>::value, (int)is_convertible<A*, B*>::value, (int)is_convertible<int, double>::value);
  int x = 3;
  printf("%d %d\n", only_int(3), only_int(&x));
  printf("%d %d\n", (int)not_<true_type>::value, (int)true_type()());
  printf("%d %d\n", (int)is_array<int[3]>::value, (int)is_lvalue_reference<int&>::value);
  int y = forward<int&>(x); int z = move(y);
  printf("%d %d\n", y, z);
  return 0;
}
@meta main();

// CHECK: 1 0
// CHECK-NEXT: 1 0 1
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1 0 1
// CHECK-NEXT: 1 2
// CHECK-NEXT: 0 1
// CHECK-NEXT: 1 1
// CHECK-NEXT: 3 3
