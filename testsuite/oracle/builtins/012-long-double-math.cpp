// <cmath>'s long double functions (what std::sqrt(long double) & co.
// call: sqrtl, expl, ...) through the C library, from volatile operands so
// every compiler calls glibc at run time, as the interpreter does.
#include <cstdio>

volatile long double v[] = {2.0L, 0.5L, 10.0L, -3.75L, 1e-5L, 7.0L};

int main() {
  long double two = v[0], half = v[1], ten = v[2], neg = v[3], small = v[4], seven = v[5];
  printf("sqrt %.21Lg\ncbrt %.21Lg\n", __builtin_sqrtl(two), __builtin_cbrtl(ten));
  printf("exp %.21Lg\nlog %.21Lg\nlog10 %.21Lg\nlog2 %.21Lg\n", __builtin_expl(half), __builtin_logl(ten),
         __builtin_log10l(seven), __builtin_log2l(ten));
  printf("expm1 %.21Lg\nlog1p %.21Lg\n", __builtin_expm1l(small), __builtin_log1pl(small));
  printf("sin %.21Lg\ncos %.21Lg\ntan %.21Lg\natan2 %.21Lg\n", __builtin_sinl(half), __builtin_cosl(half),
         __builtin_tanl(half), __builtin_atan2l(neg, seven));
  printf("pow %.21Lg\nfmod %.21Lg\nhypot %.21Lg\n", __builtin_powl(two, half), __builtin_fmodl(ten, neg),
         __builtin_hypotl(two, seven));
  printf("floor %Lg ceil %Lg trunc %Lg round %Lg fabs %Lg\n", __builtin_floorl(neg), __builtin_ceill(neg),
         __builtin_truncl(neg), __builtin_roundl(neg), __builtin_fabsl(neg));
  int e = 0;
  long double m = __builtin_frexpl(ten, &e);
  long double ip = 0;
  long double fr = __builtin_modfl(neg, &ip);
  printf("frexp %Lg %d modf %Lg %Lg ldexp %Lg\n", m, e, fr, ip, __builtin_ldexpl(seven, 3));
  printf("lround %ld llround %lld ilogb %d\n", __builtin_lroundl(neg), __builtin_llroundl(ten), __builtin_ilogbl(ten));
  printf("erf %.21Lg\ntgamma %.21Lg\n", __builtin_erfl(half), __builtin_tgammal(seven));
  printf("fma %.21Lg\n", __builtin_fmal(two, ten, small));
  return 0;
}
