// Globals of class type with dynamic initialization, initialized on first
// compile-time use; static locals.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Reg {
  int v;
  Reg(int x) : v(x * 2) { printf("Reg(%d)\n", x); }
  int get() const { return v; }
};
Reg g1(5);
Reg g2 = Reg(7);
int compute() { return g1.get() + 1; }
int gi = compute();
int counter() { static int n = 0; return ++n; }
struct Once { Once() { printf("Once\n"); } int val = 9; };
int use_static() { static Once o; return o.val; }
int main() {
  printf("%d %d %d\n", g1.get(), g2.get(), gi);
  counter(); counter();
  printf("counter %d\n", counter());
  printf("%d %d\n", use_static(), use_static());
  g1.v = 100;
  printf("%d\n", g1.get());
  return 0;
}
@meta main();

// META: Reg(5)
// META-NEXT: Reg(7)
// META-NEXT: 10 14 11
// META-NEXT: counter 3
// META-NEXT: Once
// META-NEXT: 9 9
// META-NEXT: 100
