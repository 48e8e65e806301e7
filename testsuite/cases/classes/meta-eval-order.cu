// Argument evaluation order matches the host compiler (right to left, the
// object of obj.f() first) so temporaries print in the same order.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct S { int v; S(int x):v(x){printf("S%d ",x);} ~S(){printf("~S%d ",v);} S operator+(const S& o) const { return S(v+o.v); } };
S operator-(const S& a, const S& b) { return S(a.v-b.v); }
int f(int x) { printf("f%d ", x); return x; }
int g(int a, int b, int c) { return a+b+c; }
struct M { int m(int a, int b) { return a+b; } };
M& getm() { printf("getm "); static M mm; return mm; }
int main() {
  g(f(1), f(2), f(3)); printf("\n");
  printf("%d %d\n", f(4), f(5));
  S(1) + S(2); printf("\n");
  S(3) - S(4); printf("\n");
  getm().m(f(6), f(7)); printf("\n");
  S arr[2] = {S(8), S(9)}; printf("\n");
}
@meta main();

// META: f3 f2 f1
// META-NEXT: f5 f4 4 5
// META-NEXT: S2 S1 S3 ~S3 ~S1 ~S2
// META-NEXT: S4 S3 S-1 ~S-1 ~S3 ~S4
// META-NEXT: getm f7 f6
// META-NEXT: S8 S9
// META-NEXT: ~S9 ~S8
