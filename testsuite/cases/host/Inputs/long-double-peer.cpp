// The g++-compiled side of long-double-abi.cu: long double parameters and
// results (memory / %st0), a class of one long double (byval, %st0), a
// class holding one among other members (sret), and variadic calls both
// ways. Both sides define functions the other calls.
#include <stdarg.h>
#include <stdio.h>

struct LD1 { long double x; };
struct LDI { long double x; int tag; };

long double cr_scale(long double x, int k, double d);
LD1 cr_wrap(LD1 a, long double b);
long double cr_sum(int n, ...);

long double peer_mul(long double a, double b, int c, long double d) { return a * b * c + d; }
LD1 peer_ld1(LD1 v, long double add) { return LD1{v.x + add}; }
LDI peer_ldi(long double x, int t) { return LDI{x / 3, t}; }
long double peer_many(double a, double b, double c, double d, double e, double f, double g, double h,
                      double i, long double x) {
  return a + b + c + d + e + f + g + h + i + x;
}
long double peer_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap);
  return s;
}
void peer_calls_back() {
  printf("gcc->cr %.21Lg\n", cr_scale(0.1L, 3, 0.5));
  printf("gcc->cr %.21Lg\n", cr_wrap(LD1{1.0L / 3}, 2).x);
  printf("gcc->cr %.21Lg\n", cr_sum(3, 0.1L, 0.2L, 1e-19L));
}
