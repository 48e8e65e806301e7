// A C-like host program: loops, classes passed to and returned from
// functions by value (in registers and in memory), a libc function
// returning a class (ldiv), qsort calling back into circle-rs code, a
// global with a constructor and a destructor, a guarded function-local
// static, and destruction at exit in reverse order. The CHECK lines are
// what g++-12 prints (`g++-12 -x c++ c-like.cu && ./a.out`).
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct P { int x, y; };
struct Q { double a; float b; };
struct Big { long a, b, c; };
static P mk(int a, int b) { P p{a, b}; return p; }
static int sum(P p) { return p.x + p.y; }
static double qs(Q q) { return q.a + q.b; }
static Big big(long a) { Big b{a, a * 2, a * 3}; return b; }
static long bs(Big b) { return b.a + b.b + b.c; }
static int cmp(const void* a, const void* b) {
  return *(const int*)a - *(const int*)b;
}

struct Counter {
  int n;
  Counter(int n) : n(n) { printf("ctor %d\n", n); }
  ~Counter() { printf("dtor %d\n", n); }
};
Counter g(7);
Counter g2(8);
int next() {
  static Counter c(100);
  return ++c.n;
}

int main() {
  // CHECK: ctor 7
  // CHECK-NEXT: ctor 8
  int s = 0;
  for (int i = 0; i < 10; ++i) s += i;
  printf("sum %d\n", s);
  // CHECK-NEXT: sum 45
  P p = mk(3, 4);
  printf("P %d %d %d\n", p.x, p.y, sum(p));
  // CHECK-NEXT: P 3 4 7
  Q q{1.5, 2.25f};
  printf("Q %g\n", qs(q));
  // CHECK-NEXT: Q 3.75
  Big b = big(5);
  printf("Big %ld %ld\n", b.c, bs(b));
  // CHECK-NEXT: Big 15 30
  ldiv_t ld = ldiv(100L, 7L);
  printf("ldiv %ld %ld\n", ld.quot, ld.rem);
  // CHECK-NEXT: ldiv 14 2
  int v[] = {5, 3, 9, 1, 7};
  qsort(v, 5, sizeof(int), cmp);
  printf("sorted %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4]);
  // CHECK-NEXT: sorted 1 3 5 7 9
  char buf[32];
  snprintf(buf, sizeof buf, "%s-%d", "x", 42);
  printf("%s %zu\n", buf, strlen(buf));
  // CHECK-NEXT: x-42 4
  int first = next();
  // CHECK-NEXT: ctor 100
  int second = next();
  printf("next %d %d\n", first, second);
  // CHECK-NEXT: next 101 102
  Counter local(1);
  // CHECK-NEXT: ctor 1
  return 0;
  // CHECK-NEXT: dtor 1
  // CHECK-NEXT: dtor 102
  // CHECK-NEXT: dtor 8
  // CHECK-NEXT: dtor 7
}
