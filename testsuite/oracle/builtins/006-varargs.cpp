// Variadic functions through the compiler's va_list builtins (what
// <cstdarg> expands to): arguments after promotion (char and short to
// int, float to double), pointers and long longs, va_copy walking the
// same list twice, a va_list handed to another function by pointer.
#include <cstdio>

int sum_ints(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return s;
}

double mean(int n, ...) {
  __builtin_va_list ap, again;
  __builtin_va_start(ap, n);
  __builtin_va_copy(again, ap);
  double s = 0, mx = -1e300;
  for (int i = 0; i < n; ++i) s += __builtin_va_arg(ap, double);
  for (int i = 0; i < n; ++i) {
    double v = __builtin_va_arg(again, double);
    if (v > mx) mx = v;
  }
  __builtin_va_end(again);
  __builtin_va_end(ap);
  printf("max %g ", mx);
  return s / n;
}

void take(__builtin_va_list* ap, const char* fmt) {
  for (const char* c = fmt; *c; ++c) {
    switch (*c) {
    case 'i': printf("i:%d ", __builtin_va_arg(*ap, int)); break;
    case 'l': printf("l:%lld ", __builtin_va_arg(*ap, long long)); break;
    case 'd': printf("d:%g ", __builtin_va_arg(*ap, double)); break;
    case 's': printf("s:%s ", __builtin_va_arg(*ap, const char*)); break;
    case 'p': printf("p:%d ", *__builtin_va_arg(*ap, int*)); break;
    }
  }
  printf("\n");
}

void mixed(const char* fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  take(&ap, fmt);
  __builtin_va_end(ap);
}

int main() {
  char c = 'a';
  short s = -3;
  printf("%d\n", sum_ints(4, 1, 2, c, s));
  printf("%d\n", sum_ints(0));
  float f = 1.5f;
  printf("%g\n", mean(3, 1.0, f, 4.0));
  int v = 42;
  mixed("ildsp", 7, 123456789012345LL, 2.25, "text", &v);
  mixed("");
  return 0;
}
