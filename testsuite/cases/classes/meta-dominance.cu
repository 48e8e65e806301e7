// Member lookup through a shared virtual base: the overrider in a class derived
// from it dominates (no ambiguity), at compile time.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct V { int v; V(int x = 0) : v(x) {} virtual int g() { return v; } virtual ~V() {} int h() { return 1; } };
struct L : virtual V { L() : V(1) {} int g() override { return 100 + v; } int h() { return 2; } };
struct R : virtual V { R() : V(2) {} };
struct D : L, R { D() : V(3) { printf("D sees v=%d g=%d h=%d\n", v, g(), h()); } };
int main() { D d; printf("%d %d %d\n", d.g(), d.h(), d.v); }
@meta main();

// META: D sees v=3 g=103 h=2
// META-NEXT: 103 2 3
