// Arrays (also two-dimensional) of derived classes with implicit constructors
// and destructors, lambdas capturing this and *this, nested lambdas, new[] of
// a derived class.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Base { int id; Base(int i) : id(i) { printf("B%d ", id); } ~Base() { printf("~B%d ", id); } };
struct Derived : Base { int extra = 0; Derived() : Base(0) {} Derived(int i) : Base(i), extra(i * 10) {} };
struct Counter {
  int n = 0;
  int bump(int by) { auto f = [this](int b) { n += b; return n; }; return f(by); }
  int later() const { auto g = [*this]() { return n; }; return g(); }
};
int main() {
  {
    Derived arr[3];
    printf("\n");
    Derived two[2][2] = {{Derived(1), Derived(2)}, {Derived(3), Derived(4)}};
    printf("\n%d %d\n", two[1][0].extra, arr[2].id);
  }
  printf("\n");
  Counter c;
  c.bump(2);
  int snap = c.later();
  c.bump(5);
  printf("%d %d\n", c.n, snap);
  int total = 0;
  auto add = [&total](int x) { total += x; };
  for (int i = 0; i < 5; ++i) add(i);
  auto nested = [=]() { return [total]() { return total * 2; }(); };
  printf("%d %d\n", total, nested());
  Derived* dyn = new Derived[2];
  delete[] dyn;
  printf("\n");
  return 0;
}
@meta main();

// META: B0 B0 B0
// META-NEXT: B1 B2 B3 B4
// META-NEXT: 30 0
// META-NEXT: ~B4 ~B3 ~B2 ~B1 ~B0 ~B0 ~B0
// META-NEXT: 7 2
// META-NEXT: 10 20
// META-NEXT: B0 B0 ~B0 ~B0
