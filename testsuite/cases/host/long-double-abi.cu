// long double on the host is x87 80-bit (x86_fp80), passed as g++ and
// clang pass it (System V class X87: arguments in memory, results in
// %st0; a class of one long double likewise; larger ones through sret),
// and variadic calls and va_arg of it. Linked with a g++-compiled peer,
// each side calling the other; the values are what g++ computes.
// REQUIRES: gcc
// RUN: %gcc -c -O1 %S/Inputs/long-double-peer.cpp -o %T/ldpeer.o
// RUN: %circle-rs %s %T/ldpeer.o -o %t && %t | %FileCheck %s --match-full-lines
// RUN: %circle-rs -w %S/../../oracle/builtins/010-long-double-arith.cpp -o %t.010 && %t.010 > %t.010.txt && diff %S/../../oracle/builtins/010-long-double-arith.out %t.010.txt
// RUN: %circle-rs -w %S/../../oracle/builtins/011-long-double-limits.cpp -o %t.011 && %t.011 > %t.011.txt && diff %S/../../oracle/builtins/011-long-double-limits.out %t.011.txt
// RUN: %circle-rs -w %S/../../oracle/builtins/012-long-double-math.cpp -o %t.012 && %t.012 > %t.012.txt && diff %S/../../oracle/builtins/012-long-double-math.out %t.012.txt
// RUN: %circle-rs -w %S/../../oracle/builtins/013-long-double-varargs.cpp -o %t.013 && %t.013 > %t.013.txt && diff %S/../../oracle/builtins/013-long-double-varargs.out %t.013.txt
#include <stdarg.h>
#include <stdio.h>
#include <math.h>

struct LD1 { long double x; };
struct LDI { long double x; int tag; };

long double peer_mul(long double a, double b, int c, long double d);
LD1 peer_ld1(LD1 v, long double add);
LDI peer_ldi(long double x, int t);
long double peer_many(double a, double b, double c, double d, double e, double f, double g, double h,
                      double i, long double x);
long double peer_sum(int n, ...);
void peer_calls_back();

long double cr_scale(long double x, int k, double d) { return x * k + d; }
LD1 cr_wrap(LD1 a, long double b) { return LD1{a.x * b}; }
long double cr_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap);
  return s;
}

int main() {
  // CHECK: cr->gcc 1.29999999999999999996
  printf("cr->gcc %.21Lg\n", peer_mul(0.1L, 2.0, 4, 0.5L));
  // CHECK-NEXT: cr->gcc 2.33333333333333333326
  printf("cr->gcc %.21Lg\n", peer_ld1(LD1{1.0L / 3}, 2).x);
  LDI r = peer_ldi(1, 7);
  // CHECK-NEXT: cr->gcc 0.333333333333333333342 7
  printf("cr->gcc %.21Lg %d\n", r.x, r.tag);
  // CHECK-NEXT: cr->gcc 45.0999999999999999986
  printf("cr->gcc %.21Lg\n", peer_many(1, 2, 3, 4, 5, 6, 7, 8, 9, 0.1L));
  // CHECK-NEXT: cr->gcc 0.300000000000000000119
  printf("cr->gcc %.21Lg\n", peer_sum(3, 0.1L, 0.2L, 1e-19L));
  // CHECK-NEXT: gcc->cr 0.800000000000000000011
  // CHECK-NEXT: gcc->cr 0.666666666666666666685
  // CHECK-NEXT: gcc->cr 0.300000000000000000119
  peer_calls_back();
  // CHECK-NEXT: sqrtl 1.41421356237309504876 expl 2.71828182845904523543
  printf("sqrtl %.21Lg expl %.21Lg\n", sqrtl(2.0L), expl(1.0L));
  return 0;
}
