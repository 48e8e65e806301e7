// A member whose class has no default constructor does not delete the
// enclosing class's implicit default constructor when it has a default
// member initializer ([class.default.ctor]/2): the initializer builds it.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Log {
  const char *n;
  Log(const char *s) : n(s) { printf("+%s\n", n); }
  ~Log() { printf("-%s\n", n); }
};
struct A { Log l{"A"}; };
struct B : A { Log m = Log("B"); int k = 3; };
int main() {
  {
    B b;
    printf("built %d\n", b.k);
  }
  return 0;
}
@meta main();

// META: +A
// META-NEXT: +B
// META-NEXT: built 3
// META-NEXT: -B
// META-NEXT: -A
