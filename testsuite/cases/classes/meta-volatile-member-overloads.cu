// Member functions overloaded on 'volatile' as well as 'const' are distinct
// declarations (in the class and out of line), picked by the object's
// cv-qualification.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Reg {
  int v;
  int read() const { return v; }
  int read() const volatile { return v + 1000; }
  int peek() volatile;
  int peek();
  void write(int x) volatile { v = x; }
};
int Reg::peek() volatile { return 1; }
int Reg::peek() { return 2; }
int main() {
  Reg r{1};
  volatile Reg vr{2};
  vr.write(5);
  const volatile Reg &cvr = r;
  printf("%d %d %d %d %d\n", r.read(), vr.read(), cvr.read(), vr.peek(), r.peek());
  return 0;
}
@meta main();

// META: 1 1005 1001 1 2
