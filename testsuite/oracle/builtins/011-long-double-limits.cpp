// The long double limits as g++ defines them (float.h's LDBL_* are these
// macros), the infinities and NaNs of __builtin_huge_vall/infl/nanl, and
// the smallest subnormal and largest finite value reached by arithmetic.
#include <cstdio>

int main() {
  printf("mant %d dig %d min_exp %d max_exp %d min_10 %d max_10 %d decimal %d\n", __LDBL_MANT_DIG__, __LDBL_DIG__,
         __LDBL_MIN_EXP__, __LDBL_MAX_EXP__, __LDBL_MIN_10_EXP__, __LDBL_MAX_10_EXP__, __LDBL_DECIMAL_DIG__);
  printf("max %La\nmin %La\neps %La\ndenorm %La\n", __LDBL_MAX__, __LDBL_MIN__, __LDBL_EPSILON__,
         __LDBL_DENORM_MIN__);
  printf("max %.21Lg\nmin %.21Lg\neps %.21Lg\ndenorm %.21Lg\n", __LDBL_MAX__, __LDBL_MIN__, __LDBL_EPSILON__,
         __LDBL_DENORM_MIN__);
  long double e = 1;
  int n = 0;
  while (1 + e / 2 != 1) {
    e /= 2;
    ++n;
  }
  printf("eps by halving 2^-%d %d\n", n, e == __LDBL_EPSILON__);
  long double inf = __builtin_huge_vall(), inf2 = __builtin_infl(), nan = __builtin_nanl("");
  printf("%Lf %Lf %Lf %d %d %d\n", inf, -inf2, nan, inf == inf2, nan == nan, nan != nan);
  printf("overflow %Lf underflow %Lg\n", __LDBL_MAX__ * 2, __LDBL_DENORM_MIN__ / 2);
  printf("%d %d\n", __LDBL_MAX__ > 1e308, (double)__LDBL_MIN__ == 0.0);
  return 0;
}
