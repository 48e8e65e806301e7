// Variadic templates: a recursive tuple (partial specialization on
// <T, Ts...>, a pack expansion in the base list), indexing into it by
// partial specialization (a value pattern ranks more specialized),
// value packs, template template parameters, packs in base lists,
// sizeof... and folds over deduced value packs, expansions in array
// initializer lists; `@meta` in a function
// template runs once per instantiation. Values as clang++-19 -std=c++17
// computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<class... Ts> struct tuple;
template<> struct tuple<> { static const int size = 0; };
template<class T, class... Ts> struct tuple<T, Ts...> : tuple<Ts...> {
  T head;
  static const int size = 1 + sizeof...(Ts);
};

template<int I, class T> struct get_t;
template<class T, class... Ts> struct get_t<0, tuple<T, Ts...> > { typedef T type; };
template<int I, class T, class... Ts> struct get_t<I, tuple<T, Ts...> > {
  typedef typename get_t<I - 1, tuple<Ts...> >::type type;
};

template<template<class> class F, class T> struct apply { typedef F<T> type; };
template<class T> struct wrap { T v[3]; };

template<int... Is> struct seq { static const int n = sizeof...(Is); };
template<int... Is> int sum_seq(seq<Is...>*) { return (Is + ... + 0); }
int seqs() { seq<1, 2, 3, 4> s; return sum_seq(&s); }

struct A1 { int a; };
struct B1 { int b; };
template<class... Bs> struct multi : Bs... { };
// Not run: the interpreter does not handle multiple bases yet.
int multi_bases() { multi<A1, B1> m; m.a = 1; m.b = 2; return m.a + m.b; }

template<class T> int once_per_instance() {
  @meta printf("instantiated with sizeof %d\n", (int)sizeof(T));
  return 0;
}
int uses = once_per_instance<int>() + once_per_instance<char>() + once_per_instance<int>();
template<class... Ts> int arr_sum(Ts... ts) {
  int a[] = { ts... };
  int s = 0;
  for (int i = 0; i < (int)sizeof...(Ts); ++i) s += a[i];
  return s;
}
template<class... Ts> int first_plus(Ts... ts) { int a[4] = { 100, (ts * 2)... }; return a[0] + a[1] + a[2] + a[3]; }
template<int N> int meta_sum() { int s = 0; @meta for (int i = 0; i < N; ++i) s += i; return s; }

@meta printf("%d %d\n", tuple<int, char, double>::size, (int)sizeof(tuple<int, char>));
@meta printf("%d %d\n", (int)sizeof(get_t<0, tuple<int, char, double> >::type), (int)sizeof(get_t<2, tuple<int, char, double> >::type));
@meta printf("%d\n", (int)sizeof(apply<wrap, short>::type));
@meta printf("%d %d\n", seq<5, 6>::n, seqs());
@meta printf("%d\n", meta_sum<5>());
@meta printf("%d %d\n", arr_sum(1, 2, 3), first_plus(1, 2));

// CHECK: instantiated with sizeof 4
// CHECK-NEXT: instantiated with sizeof 1
// CHECK-NEXT: 3 8
// CHECK-NEXT: 4 8
// CHECK-NEXT: 6
// CHECK-NEXT: 2 10
// CHECK-NEXT: 10
// CHECK-NEXT: 6 106
