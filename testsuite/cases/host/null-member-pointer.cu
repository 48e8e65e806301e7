// A null pointer to data member is -1 in memory (Itanium: offset 0 names
// the first member), also where zero-initialization makes it: globals
// without initializer, members of zero-initialized classes and arrays,
// the members a braced list leaves out, value-initialized temporaries and
// `new S()`. The bytes agree with g++-12's at run time and the globals'
// images with clang++-19 -S (`g_d`, a class with a base, is emitted as
// its byte image, which clang spells as typed words; the run time
// compares its bytes).
// REQUIRES: gcc, clang
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --check-prefix=RUNTIME --input-file %t.out
// RUN: %circle-rs %s -O0 -S -o %t.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.s
// RUN: %clang -x c++ -std=c++17 -O0 -S %s -o %t.clang.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.clang.s
// RUNTIME: g_s -1 0
// RUNTIME: g_arr -1 -1
// RUNTIME: g_d -1 -1 -1
// RUNTIME: value -1 -1 -1
// RUNTIME: list 4 -1 -1
// RUNTIME: heap -1
// ASM-LABEL: g_s:
// ASM-NEXT: .quad -1
// ASM-NEXT: .long 0
// ASM-LABEL: g_arr:
// ASM-NEXT: .zero 16,255
#include <stdio.h>
#include <string.h>

struct A { int first, second; };
typedef int A::*PM;
struct S { PM p; int k; };
struct Base { PM b; };
struct Derived : Base { S s; PM d; };
struct Holder { PM arr[3]; };

S g_s;
PM g_arr[2];
Derived g_d;

static long bits(const void *p) {
  long b;
  memcpy(&b, p, sizeof b);
  return b;
}

int main() {
  printf("g_s %ld %d\n", bits(&g_s.p), g_s.k);
  printf("g_arr %ld %ld\n", bits(&g_arr[0]), bits(&g_arr[1]));
  printf("g_d %ld %ld %ld\n", bits(&g_d.b), bits(&g_d.s.p), bits(&g_d.d));
  S v = S();
  Derived dv{};
  printf("value %ld %ld %ld\n", bits(&v.p), bits(&dv.b), bits(&dv.s.p));
  Holder h = {{&A::second}};
  printf("list %ld %ld %ld\n", bits(&h.arr[0]), bits(&h.arr[1]), bits(&h.arr[2]));
  S *heap = new S();
  printf("heap %ld\n", bits(&heap->p));
  delete heap;
  return 0;
}
