// new and delete of classes and arrays at compile time: array cookies,
// destruction in reverse order, value-initialized arrays, runtime counts.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>

struct P {
  int x;
  P() : x(-1) { printf("P()\n"); }
  P(int v) : x(v) { printf("P(%d)\n", v); }
  ~P() { printf("~P(%d)\n", x); }
};
int main() {
  P* one = new P(5);
  printf("%d\n", one->x);
  delete one;
  P* arr = new P[3];
  for (int i = 0; i < 3; ++i) arr[i].x = i * 2;
  delete[] arr;
  P* lst = new P[2]{P(7), P(8)};
  delete[] lst;
  int* ints = new int[4]();
  printf("%d\n", ints[3]);
  delete[] ints;
  int n = 2;
  P* dyn = new P[n];
  delete[] dyn;
  P* none = nullptr;
  delete none;
  return 0;
}
@meta main();

// META: P(5)
// META-NEXT: 5
// META-NEXT: ~P(5)
// META-NEXT: P()
// META-NEXT: P()
// META-NEXT: P()
// META-NEXT: ~P(4)
// META-NEXT: ~P(2)
// META-NEXT: ~P(0)
// META-NEXT: P(7)
// META-NEXT: P(8)
// META-NEXT: ~P(8)
// META-NEXT: ~P(7)
// META-NEXT: 0
// META-NEXT: P()
// META-NEXT: P()
// META-NEXT: ~P(-1)
// META-NEXT: ~P(-1)
