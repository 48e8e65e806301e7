// Implicit copy constructors of classes with virtual bases (the virtual base
// copied once, by the most-derived class), implicit copy assignment calling a
// base's user-written one.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct V { int v; V(int x = 0) : v(x) { printf("V(%d) ", v); } V(const V& o) : v(o.v) { printf("Vc(%d) ", v); } virtual ~V() { printf("~V "); } virtual int get() const { return v; } };
struct A : virtual V { int a; A() : V(1), a(10) {} int get() const override { return v + a; } };
struct B : virtual V { int b; B() : V(2), b(20) {} };
struct C : A, B { C() : V(5) {} };
struct Base { int x; Base(int i) : x(i) {} Base& operator=(const Base& o) { printf("Base= "); x = o.x; return *this; } };
struct Der : Base { int y; Der(int i, int j) : Base(i), y(j) {} };
int main() {
  {
    C c;
    printf("\n");
    C d = c;
    printf("\n%d %d %d\n", d.get(), d.v, static_cast<B&>(d).b);
    V* pv = &d;
    printf("%d\n", pv->get());
  }
  printf("\n");
  Der p(1, 2), q(3, 4);
  p = q;
  printf("%d %d\n", p.x, p.y);
  return 0;
}
@meta main();

// META: V(5)
// META-NEXT: Vc(5)
// META-NEXT: 15 5 20
// META-NEXT: 15
// META-NEXT: ~V ~V
// META-NEXT: Base= 3 4
