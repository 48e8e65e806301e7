// Copy elision at compile time: the named return value is built in the caller's
// object (as GCC always does), prvalues returned through ?: and calls.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { printf("ctor %d\n", id); }
  T(const T& o) : id(o.id + 100) { printf("copy %d\n", id); }
  ~T() { printf("dtor %d\n", id); }
};
T named(int i) { T t(i); t.id += 1; return t; }
T cond(bool b) { return b ? T(1) : T(2); }
T chain() { return named(10); }
int main() {
  T a = named(1);
  printf("a %d\n", a.id);
  T b = cond(true);
  T c = cond(false);
  T d = chain();
  printf("%d %d %d\n", b.id, c.id, d.id);
  return 0;
}
@meta main();

// META: ctor 1
// META-NEXT: a 2
// META-NEXT: ctor 1
// META-NEXT: ctor 2
// META-NEXT: ctor 10
// META-NEXT: 1 2 11
// META-NEXT: dtor 11
// META-NEXT: dtor 2
// META-NEXT: dtor 1
// META-NEXT: dtor 2
