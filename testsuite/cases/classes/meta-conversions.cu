// Conversion functions at compile time: explicit operator bool in conditions,
// negation, casts and logical operators; an implicit conversion to int.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct V { int x; explicit operator bool() const { return x != 0; } operator int() const { return x * 2; } };
struct W { int x; explicit operator bool() const { return x != 0; } };
int main() {
  V a{1}; W w{0};
  if (w) printf("w\n"); else printf("not w\n");
  printf("%d\n", !w);
  printf("%d\n", (bool)w);
  printf("%d\n", static_cast<bool>(a));
  int k = a;
  printf("%d\n", k);
  bool b = w && a;
  printf("%d\n", b);
}
@meta main();

// META: not w
// META-NEXT: 1
// META-NEXT: 0
// META-NEXT: 1
// META-NEXT: 2
// META-NEXT: 0
