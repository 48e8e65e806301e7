// Ranking of pointer conversions from a derived class ([over.ics.rank]/4.4):
// 'D*' to a base pointer beats 'D*' to 'void*', a nearer base beats a
// farther one, and either beats the conversion to bool. A const object of
// an empty class needs no initializer ([dcl.init]/7).
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct A {};
struct B : A {};
struct C : B {};
void g(A *) { printf("g(A*)\n"); }
void g(void *) { printf("g(void*)\n"); }
void g(bool) { printf("g(bool)\n"); }
void n(A *) { printf("n(A*)\n"); }
void n(B *) { printf("n(B*)\n"); }
void n(const void *) { printf("n(const void*)\n"); }
int main() {
  C c;
  B b;
  int i = 0;
  g(&c);
  g(&i);
  n(&c);
  n(&b);
  n(&i);
  const C cc;
  n(&cc);
  return 0;
}
@meta main();

// META: g(A*)
// META-NEXT: g(void*)
// META-NEXT: n(B*)
// META-NEXT: n(B*)
// META-NEXT: n(const void*)
// META-NEXT: n(const void*)
