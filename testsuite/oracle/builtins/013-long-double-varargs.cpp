// long double through "...": passed in memory (class X87), read back by
// va_arg between ints and doubles, whose slots it must not disturb.
#include <cstdio>

long double total(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; ++i) {
    int kind = __builtin_va_arg(ap, int);
    if (kind == 0)
      s += __builtin_va_arg(ap, long double);
    else
      s += __builtin_va_arg(ap, double);
  }
  __builtin_va_end(ap);
  return s;
}

int main() {
  long double r = total(4, 0, 0.1L, 1, 0.25, 0, 1e-20L, 1, 3.5);
  printf("%.21Lg\n", r);
  printf("%.21Lg %d %.3f %Lg\n", 1.0L / 7, 42, 2.5, 6.0L);
  return 0;
}
