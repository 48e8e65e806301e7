// Bit-fields at compile time: fields sharing storage keep each other's bits,
// stores truncate, signed fields sign-extend, and aggregate, member and
// default initializers, compound assignment, increment and assignment
// results all go through the field's bits.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Flags {
  unsigned ready : 1;
  unsigned mode : 3;
  unsigned count : 4;
  unsigned : 0;
  unsigned big : 12;
};
struct Mixed {
  int s : 4;
  unsigned u : 5;
  bool b : 1;
  Mixed() : s(-3), u(40), b(true) {}
};
struct Agg { unsigned a : 3, b : 3; int c : 6; };
int main() {
  Flags f{};
  f.ready = 1;
  f.mode = 5;
  f.count = 15;
  f.big = 4095;
  printf("%u %u %u %u\n", f.ready, f.mode, f.count, f.big);
  f.count = f.count + 1;
  f.mode = 9;
  printf("%u %u %u\n", f.count, f.mode, f.ready);
  f.big -= 95;
  f.count++;
  ++f.mode;
  printf("%u %u %u\n", f.big, f.count, f.mode);
  unsigned r = (f.mode = 15);
  printf("%u\n", r);
  Mixed m;
  printf("%d %u %d\n", m.s, m.u, (int)m.b);
  m.s = 7;
  m.s += 1;
  printf("%d\n", m.s);
  Agg g = {9, 2, -20};
  printf("%u %u %d\n", g.a, g.b, g.c);
  return 0;
}
@meta main();

// META: 1 5 15 4095
// META-NEXT: 0 1 1
// META-NEXT: 4000 1 2
// META-NEXT: 7
// META-NEXT: -3 8 1
// META-NEXT: -8
// META-NEXT: 1 2 -20
