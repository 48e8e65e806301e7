// x86-64 inline assembly in host code against g++-12: register classes,
// named registers (cpuid's a/b/c/d), "+m" memory operands, byte registers
// ("q"), SSE ("x") with a tied input, "lea" with a displacement, and a
// memory clobber; the output equals g++'s program's.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: 8
// CHECK-NEXT: 807060504030201
// CHECK-NEXT: 42
// CHECK-NEXT: 1
// CHECK-NEXT: 8
// CHECK-NEXT: b
// CHECK-NEXT: 4
// CHECK-NEXT: uid 1
#include <cstdio>
static int add3(int a) {
  int b;
  asm("movl %1, %0\n\taddl $3, %0" : "=r"(b) : "r"(a));
  return b;
}
static unsigned long long swap_bytes(unsigned long long x) {
  asm("bswap %0" : "+r"(x));
  return x;
}
static int mem_inc(int *p) {
  asm volatile("incl %0" : "+m"(*p));
  return *p;
}
static int labels(int v) {
  // %= makes each expansion's label unique.
  asm("testl %0, %0\n\tjz .Lskip%=\n\tmovl $1, %0\n.Lskip%=:" : "+r"(v));
  return v;
}
int main() {
  int a = 5;
  printf("%d\n", add3(a));
  printf("%llx\n", swap_bytes(0x0102030405060708ull));
  int m = 41;
  printf("%d\n", mem_inc(&m));
  unsigned eax, ebx, ecx, edx;
  asm volatile("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(0), "c"(0));
  printf("%d\n", eax > 0);
  asm volatile("" ::: "memory");
  int x = 7, y;
  asm("lea 1(%1), %0" : "=r"(y) : "r"(x));
  printf("%d\n", y);
  char c = 'a';
  asm("incb %0" : "+q"(c));
  printf("%c\n", c);
  double d = 2.0, e;
  asm("addsd %1, %0" : "=x"(e) : "x"(d), "0"(d));
  printf("%g\n", e);
  printf("uid %d\n", labels(5) + labels(0));
  return 0;
}
