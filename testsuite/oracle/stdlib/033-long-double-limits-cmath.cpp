// long double through the standard library: std::numeric_limits<long
// double> (the x87 80-bit type's digits, exponents and extremes),
// <cmath>'s long double overloads (sqrtl, expl, powl...), std::to_string
// and snprintf with %Lf/%Lg/%La (glibc's formatting), strtold.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

int main() {
  using L = std::numeric_limits<long double>;
  printf("digits %d digits10 %d max_digits10 %d radix %d\n", L::digits, L::digits10, L::max_digits10, L::radix);
  printf("exp %d..%d 10^%d..10^%d denorm %d iec559 %d\n", L::min_exponent, L::max_exponent, L::min_exponent10,
         L::max_exponent10, (int)L::has_denorm, L::is_iec559);
  printf("max %La\nmin %La\nlowest %La\neps %La\ndenorm_min %La\nround_error %La\n", L::max(), L::min(), L::lowest(),
         L::epsilon(), L::denorm_min(), L::round_error());
  printf("inf %Lf nan %d snan %d\n", L::infinity(), std::isnan(L::quiet_NaN()), std::isnan(L::signaling_NaN()));
  long double x = 2, y = 0.75L;
  printf("sqrt %.21Lg\nexp %.21Lg\npow %.21Lg\nlog %.21Lg\n", std::sqrt(x), std::exp(y), std::pow(x, y), std::log(y));
  printf("sin %.21Lg\natan2 %.21Lg\nhypot %.21Lg\nfma %.21Lg\n", std::sin(y), std::atan2(y, x), std::hypot(x, y),
         std::fma(x, y, L::epsilon()));
  printf("floor %Lg round %Lg fmod %Lg abs %Lg\n", std::floor(-y), std::round(-2.5L), std::fmod(7.5L, x),
         std::abs(-y));
  printf("%s %s %s\n", std::to_string(1.0L / 3).c_str(), std::to_string(-y).c_str(),
         std::to_string(L::max() / 1e4900L).c_str());
  char buf[96];
  snprintf(buf, sizeof buf, "%.20Lg|%12.3Le|%-8.2Lf|%La", 1.0L / 3, x / 7, y, y);
  printf("%s\n", buf);
  char* end = nullptr;
  long double parsed = strtold("0.1xyz", &end);
  printf("strtold %.21Lg rest %s exact %d\n", parsed, end, parsed == 0.1L);
  return 0;
}
