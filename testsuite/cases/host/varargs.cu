// Variadic function definitions in host code: va_list is the x86-64
// System V __va_list_tag[1] (24 bytes; a va_list parameter is a
// __va_list_tag *, mangled as g++ mangles it), va_arg is lowered as clang
// lowers it (classes taken from the general-purpose and SSE register save
// areas, or whole from the overflow area). The oracle programs' outputs
// are g++-12's; the CHECK lines are what g++-12 prints for this file.
// RUN: %circle-rs -w %S/../../oracle/stdlib/032-cstdarg-varargs.cpp -o %t.032 && %t.032 > %t.032.txt && diff %S/../../oracle/stdlib/032-cstdarg-varargs.out %t.032.txt
// RUN: %circle-rs -w %S/../../oracle/cstyle/007-varargs-structs.cpp -o %t.007 && %t.007 > %t.007.txt && diff %S/../../oracle/cstyle/007-varargs-structs.out %t.007.txt
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
// RUN: %circle-rs %s -c -o %t.o && nm %t.o | %FileCheck %s --check-prefix=SYM
#include <stdarg.h>
#include <stdio.h>

struct Two { double d; long l; };
struct Aligned { alignas(16) long a; long b; long c; };

// SYM: T _Z5countiP13__va_list_tag
int count(int n, va_list ap) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += *va_arg(ap, int *);
  return s;
}

int via(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = count(n, ap);
  va_end(ap);
  return s;
}

// Doubles beyond the eight SSE registers, then a class split across both
// register files once registers run out mid-list.
double tail(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  Two t = va_arg(ap, Two);
  Aligned a = va_arg(ap, Aligned);
  unsigned long long u = va_arg(ap, unsigned long long);
  va_end(ap);
  return s + t.d + (double)t.l + (double)(a.a + a.b + a.c) + (double)u;
}

int main() {
  int x = 1, y = 20, z = 300;
  printf("%d\n", via(3, &x, &y, &z));
  Two t = {0.5, 7};
  Aligned a = {100, 200, 300};
  printf("%g\n", tail(9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, t, a, 5000ULL));
  printf("%g\n", tail(1, 1.0, t, a, 5000ULL));
  printf("%zu %zu\n", sizeof(va_list), sizeof(__builtin_va_list));
}
// CHECK: 321
// CHECK-NEXT: 5652.5
// CHECK-NEXT: 5608.5
// CHECK-NEXT: 24 24
