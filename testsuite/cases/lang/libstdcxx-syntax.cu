// Constructs of libstdc++'s <optional> and <variant>, each in isolation:
// `throw (E())` (the parentheses hold a temporary, never a cast to a
// function type), an alias declaration with an attribute after its name,
// `using Base<T>::Base;` (inheriting constructors) followed by another
// using-declaration naming `Base<T>`, and `c ? x : throw e` taking the other
// operand's type and value category ([expr.cond]/2.1).
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
#include <cstdio>
struct E { int code; };
void raise1() { (throw (E())); }
void raise2() { throw (E{}); }
using Size [[deprecated]] = unsigned long;
template<class T> struct B { B(int v) : x(v) {} T x; };
template<class T> struct D : B<T> { using B<T>::B; using B<T>::x; };
template<class T> struct D2 : B<T> { using B<T>::B; };
int g = 4;
int pick(bool b) { return b ? 1 : throw E{3}; }
int& lref(bool b) { return b ? g : (throw E{4}); }
int main() {
  D<int> d(5);
  D2<long> d2(6);
  lref(true) = 9;
  printf("%d %d %ld %d\n", pick(true), d.x, d2.x, g);
  return 0;
}
@meta main();
// CHECK: 1 5 6 9
