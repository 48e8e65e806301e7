// long double is the x86-64 x87 80-bit type: 16 bytes aligned to 16, a
// 64-bit significand, so sums and quotients round where double's do not.
// Literals with the L suffix keep their extra digits; the usual arithmetic
// conversions widen to long double; conversions to and from integers and
// the other floating types; printf's %Lf %Le %Lg %La.
#include <cstddef>
#include <cstdio>

struct Holder {
  char c;
  long double x;
  int tail;
};

long double third(long double x) { return x / 3; }

int main() {
  printf("sizeof %zu alignof %zu struct %zu offset %zu\n", sizeof(long double), alignof(long double),
         sizeof(Holder), offsetof(Holder, x));
  long double one = 1.0L, tiny = 0x1p-63L, tinier = 0x1p-64L;
  printf("1+2^-63 %d 1+2^-64 %d\n", one + tiny != one, one + tinier != one);
  double d = 0.1;
  long double ld = 0.1L;
  printf("0.1L==0.1 %d  0.1L-0.1 %La\n", ld == d, ld - d);
  printf("%.25Lf\n%.25f\n", third(1), 1.0 / 3);
  printf("%Lf %Le %Lg %La\n", ld, ld, ld, ld);
  printf("%20.10Lf|%-12.3Le|%+Lg|%#.0Lf|%010.2Lf\n", ld * 1000, ld, ld, ld, -ld);
  long long big = 9007199254740993LL; // 2^53 + 1: exact in long double only
  long double lb = big;
  printf("%lld %.0Lf %lld\n", big, lb, (long long)lb);
  unsigned long long um = 18446744073709551615ULL;
  long double lu = um;
  printf("%.0Lf %llu\n", lu, (unsigned long long)lu);
  int i = 7;
  long double mixed = i / 2.0L + 1.5f;
  printf("%Lg %d %d\n", mixed, (int)mixed, (int)-mixed);
  float f = (float)third(2);
  double back = (double)third(2);
  printf("%.9g %.17g\n", f, back);
  long double acc = 0;
  for (int k = 1; k <= 10; ++k) acc += 1.0L / k;
  printf("%.21Lg\n", acc);
  acc++;
  --acc;
  acc *= -2;
  printf("%.21Lg %d %d %d\n", acc, acc < -5, acc >= -5.8, acc != acc);
  Holder h = {'a', 2.5L, 3};
  Holder g = h;
  g.x += h.x;
  printf("%c %Lg %d\n", g.c, g.x, g.tail);
  return 0;
}
