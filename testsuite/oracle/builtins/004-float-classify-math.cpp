// Floating-point builtins: classification of NaN, infinities, subnormals
// and zeros in float and double (a double subnormal is a float zero),
// quiet comparisons with NaN, fpclassify, signbit, the constants, and
// <cmath>'s functions. Operands come through volatile variables so the
// C library computes every result at run time, as the interpreter does.
#include <cstdio>

volatile double vd[] = {0.0, -0.0, 1.0, -2.5, 1e-310, 3.0, 0.5, 1e300, 7.25, -7.25, 2.5, 3.5};
volatile float vf[] = {0.0f, -1.5f, 1e-40f, 3.0f, 0.5f, 2.5f};

const char* cls(int c) {
  switch (c) {
  case 0: return "nan";
  case 1: return "inf";
  case 2: return "normal";
  case 3: return "subnormal";
  default: return "zero";
  }
}

void classify(double x) {
  float f = (float)x;
  printf("%-8g nan %d inf %d fin %d norm %d/%d isign %d sign %d %s/%s\n", x, __builtin_isnan(x), __builtin_isinf(x),
         __builtin_isfinite(x), __builtin_isnormal(x), __builtin_isnormal(f), __builtin_isinf_sign(x), __builtin_signbit(x) != 0,
         cls(__builtin_fpclassify(0, 1, 2, 3, 4, x)), cls(__builtin_fpclassify(0, 1, 2, 3, 4, f)));
}

int main() {
  double inf = __builtin_inf(), nan = __builtin_nan(""), hv = __builtin_huge_val();
  float inff = __builtin_inff(), nanf = __builtin_nanf("");
  double vals[] = {vd[0], vd[1], vd[2], vd[3], vd[4], inf, -inf, nan, 1e-40};
  for (double v : vals) classify(v);
  printf("%d %d %d %d\n", hv == inf, __builtin_isinf(inff), __builtin_isnan(nanf), __builtin_isnan(__builtin_nans("")));
  double a = vd[2], b = vd[5];
  printf("%d%d%d%d%d%d\n", __builtin_isless(a, b), __builtin_isgreater(a, b), __builtin_islessequal(a, a),
         __builtin_isgreaterequal(a, b), __builtin_islessgreater(a, b), __builtin_isunordered(a, b));
  printf("%d%d%d%d%d%d\n", __builtin_isless(nan, b), __builtin_isgreater(nan, b), __builtin_islessequal(nan, nan),
         __builtin_isgreaterequal(a, nan), __builtin_islessgreater(nan, b), __builtin_isunordered(a, nan));
  printf("%d %d\n", __builtin_isless(vf[1], vd[2]), __builtin_isgreater(vf[3], vd[5]));

  double x = vd[3], y = vd[5], h = vd[6];
  printf("floor %g ceil %g trunc %g round %g rint %g nearbyint %g\n", __builtin_floor(x), __builtin_ceil(x),
         __builtin_trunc(x), __builtin_round(x), __builtin_rint(vd[10]), __builtin_nearbyint(vd[11]));
  printf("fabs %g sqrt %.17g cbrt %.17g fmin %g fmax %g fdim %g/%g copysign %g fma %g fmod %g remainder %g\n",
         __builtin_fabs(x), __builtin_sqrt(y), __builtin_cbrt(y), __builtin_fmin(x, nan), __builtin_fmax(x, y),
         __builtin_fdim(y, x), __builtin_fdim(x, y), __builtin_copysign(y, x), __builtin_fma(x, y, h),
         __builtin_fmod(vd[8], y), __builtin_remainder(vd[8], y));
  printf("exp %.17g exp2 %.17g expm1 %.17g log %.17g log2 %.17g log10 %.17g log1p %.17g logb %g\n", __builtin_exp(h),
         __builtin_exp2(h), __builtin_expm1(h), __builtin_log(y), __builtin_log2(y), __builtin_log10(y),
         __builtin_log1p(h), __builtin_logb(vd[8]));
  printf("pow %.17g sin %.17g cos %.17g tan %.17g asin %.17g acos %.17g atan %.17g atan2 %.17g\n", __builtin_pow(y, h),
         __builtin_sin(y), __builtin_cos(y), __builtin_tan(h), __builtin_asin(h), __builtin_acos(h), __builtin_atan(y),
         __builtin_atan2(h, x));
  printf("sinh %.17g cosh %.17g tanh %.17g asinh %.17g acosh %.17g atanh %.17g hypot %.17g\n", __builtin_sinh(h),
         __builtin_cosh(h), __builtin_tanh(h), __builtin_asinh(y), __builtin_acosh(y), __builtin_atanh(h),
         __builtin_hypot(y, x));
  printf("erf %.17g erfc %.17g tgamma %.17g lgamma %.17g nextafter %.17g\n", __builtin_erf(h), __builtin_erfc(h),
         __builtin_tgamma(vd[8]), __builtin_lgamma(vd[8]), __builtin_nextafter(y, 4.0));
  int e;
  double ip;
  double m = __builtin_frexp(vd[8], &e);
  double fr = __builtin_modf(vd[9], &ip);
  printf("frexp %g %d modf %g %g ldexp %g scalbn %g ilogb %d lround %ld llround %lld lrint %ld llrint %lld\n", m, e, fr,
         ip, __builtin_ldexp(y, 4), __builtin_scalbn(y, -1), __builtin_ilogb(vd[7]), __builtin_lround(vd[10]),
         __builtin_llround(-vd[10]), __builtin_lrint(vd[10]), __builtin_llrint(vd[11]));
  float fx = vf[1], fy = vf[3], fh = vf[4];
  printf("float: %g %g %g %g %.9g %.9g %.9g %.9g %g\n", __builtin_floorf(fx), __builtin_ceilf(fx), __builtin_roundf(vf[5]),
         __builtin_fabsf(fx), __builtin_sqrtf(fy), __builtin_expf(fh), __builtin_logf(fy), __builtin_sinf(fy),
         __builtin_fmaf(fx, fy, fh));
  return 0;
}
