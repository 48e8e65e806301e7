// A conversion function returning an lvalue reference: a reference to its
// result type binds to the lvalue it returns ([dcl.init.ref]/5.1.2), so a
// write through the reference changes the object.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Slot {
  int v;
  operator int &() { return v; }
};
struct Box {
  double d;
  operator const double &() const { return d; }
};
void bump(int &x) { x += 10; }
int main() {
  Slot s{1};
  int &r = s;
  r = 5;
  bump(s);
  const Box b{2.5};
  const double &cd = b;
  printf("%d %d %.1f %d\n", s.v, s + 2, cd, &cd == &b.d);
  return 0;
}
@meta main();

// META: 15 17 2.5 1
