// Parenthesized expressions that start with a functional cast ('(T(1), T(2))',
// '(T{1})') are not C-style casts; the discarded left operand of a comma is
// destroyed at the end of the full-expression.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct T { int v; T(int x) : v(x) { printf("+%d ", v); } ~T() { printf("-%d ", v); } int get() const { return v; } };
typedef int (*fp)(int);
int twice(int x) { return 2 * x; }
int main() {
  int x = (T(10), T(11)).get();
  int y = (T{12}).get();
  fp f = (fp)twice;
  int z = (int)(long)3;
  printf("[%d %d %d %d]\n", x, y, f(4), z);
}
@meta main();

// META: +10 +11 -11 -10 +12 -12 [11 12 8 3]
