// A deduced return type ('auto f()') on functions and member functions: the
// first 'return' decides it (a lambda's closure type, an int, a class);
// without a 'return' it is void.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct P { int x, y; };
auto twice(int v) { if (v < 0) return 0; return v * 2; }
auto make(int a) { return P{a, a + 1}; }
auto noisy() { printf("noisy\n"); }
struct Counter {
  int n = 0;
  auto adder(int by) { return [this, by] { n += by; return n; }; }
  auto half() const { return n / 2.0; }
};
int main() {
  printf("%d %d\n", twice(21), twice(-1));
  P p = make(4);
  printf("%d %d\n", p.x, p.y);
  noisy();
  Counter c;
  auto add3 = c.adder(3);
  add3();
  printf("%d %d %.1f\n", add3(), c.n, c.half());
  return 0;
}
@meta main();

// META: 42 0
// META-NEXT: 4 5
// META-NEXT: noisy
// META-NEXT: 6 3 1.5
