// An operator-function-id used as an expression: '::operator new(n)' and
// '::operator delete(p)' (implicitly declared in every translation unit)
// inside class-specific allocation functions, and a call 'operator+(a, b)'.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
#include <cstddef>
struct V { int x; };
V operator+(V a, V b) { return V{a.x + b.x}; }
struct Counted {
  int v = 7;
  static void *operator new(size_t n) { printf("new %d\n", (int)n); return ::operator new(n); }
  static void operator delete(void *p) { printf("delete\n"); ::operator delete(p); }
};
int main() {
  Counted *c = new Counted;
  printf("%d\n", c->v);
  delete c;
  void *raw = ::operator new(16);
  ::operator delete(raw);
  V s = operator+(V{2}, V{3});
  printf("%d\n", s.x);
  return 0;
}
@meta main();

// META: new 4
// META-NEXT: 7
// META-NEXT: delete
// META-NEXT: 5
