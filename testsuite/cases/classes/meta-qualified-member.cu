// Member access with a nested-name-specifier: 'obj.Base::f()' and
// 'p->Base::f()' look the name up in Base (reaching members a derived class
// hides) and call a virtual function without dispatch; 'p->Base::x' names
// the base's data member.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Top { int x = 1; virtual int who() const { return 10; } };
struct Mid : Top { int x = 2; int who() const override { return 20 + Top::who(); } };
struct Low : Mid { int x = 3; int who() const override { return 30; } void f(int) {} };
int main() {
  Low l;
  Low *p = &l;
  Top &t = l;
  printf("%d %d %d\n", l.x, l.Mid::x, p->Top::x);
  printf("%d %d %d %d\n", p->who(), p->Mid::who(), l.Top::who(), t.who());
  p->Mid::x = 7;
  l.Low::x += 5;
  printf("%d %d\n", l.Mid::x, p->x);
  return 0;
}
@meta main();

// META: 3 2 1
// META-NEXT: 30 30 10 30
// META-NEXT: 7 8
