// Pack expansions inside braced lists: `std::min({ Ns... })` deduces
// std::initializer_list<T> from the expansion's elements and builds the
// list from them; the elements are translated once, with the list, so an
// error in one is reported once (and not lost when the list is consumed).
// printf takes expanded arguments like any call.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <algorithm>
#include <initializer_list>

#ifndef ERRORS
template<int... N> constexpr int smallest = std::min({ N... });
template<typename... T> int largest(T... t) { return std::max({ 0, (int)t..., -1 }); }
template<typename... T> void show(T... t) { printf("%d %d %d\n", t...); }
static_assert(smallest<5, 3, 9> == 3, "");
int main() {
  printf("%d %d\n", smallest<7, 2, 8>, largest(4, 11, 6));
  show(1, 2, 3);
  return 0;
}
@meta main();
// CHECK: 2 11
// CHECK-NEXT: 1 2 3
#else
template<typename T> int bad(T t) { return t.nope; }   // expected-error {{member reference base type 'int' is not a structure or union}}
struct A { A(std::initializer_list<int>) {} };
template<typename... T> void f(T... t) { A a { bad(t)... }; }   // expected-note {{in instantiation of function template specialization 'bad<int>' requested here}}
void g() { f(1, 2); }   // expected-note {{in instantiation of function template specialization 'f<int, int>' requested here}}
#endif
