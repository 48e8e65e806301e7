// Virtual bases while their derived classes are built and destroyed: each base
// constructor sees the shared virtual base where the complete object put it,
// and virtual calls see the class under construction.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct V { int v; V(int x) : v(x) {} virtual int g() { return v; } virtual ~V() {} };
struct L : virtual V { int l = 7; L() : V(1) { printf("L sees v=%d g=%d\n", v, g()); } int g() override { return 100 + v; } ~L() { printf("~L sees v=%d g=%d\n", v, g()); } };
struct R : virtual V { int r = 8; R() : V(2) { printf("R sees v=%d g=%d\n", v, g()); } ~R() { printf("~R sees v=%d\n", v); } };
struct D : L, R { int d = 9; D() : V(3) { printf("D sees v=%d\n", v); } ~D() { printf("~D\n"); } };
int main() { { D d; printf("%d %d %d\n", d.l, d.r, d.d); } L l; printf("%d\n", l.g()); }
@meta main();

// META: L sees v=3 g=103
// META-NEXT: R sees v=3 g=3
// META-NEXT: D sees v=3
// META-NEXT: 7 8 9
// META-NEXT: ~D
// META-NEXT: ~R sees v=3
// META-NEXT: ~L sees v=3 g=103
// META-NEXT: L sees v=1 g=101
// META-NEXT: 101
// META-NEXT: ~L sees v=1 g=101
