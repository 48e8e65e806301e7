// <complex> at compile time: std::complex<double> and <float> built on GNU
// __complex__ types (arithmetic, real/imag, norm, conj, polar, abs, arg,
// sqrt, exp, pow with an integer exponent), printed with 6 digits.
#include <complex>
#include <cstdio>
int main() {
  std::complex<double> a(1.0, 2.0), b(3.0, -1.0);
  std::complex<double> c = a * b;
  printf("mul %g %g\n", c.real(), c.imag());
  c = a / b;
  printf("div %.6f %.6f\n", c.real(), c.imag());
  c = a + 2.0;
  c -= b;
  c *= 2.0;
  printf("mixed %g %g\n", c.real(), c.imag());
  printf("norm %g conj %g %g\n", std::norm(a), std::conj(a).real(), std::conj(a).imag());
  std::complex<double> e(3.0, 4.0);
  printf("abs %g arg %.6f\n", std::abs(e), std::arg(e));
  std::complex<double> s = std::sqrt(std::complex<double>(-4.0, 0.0));
  printf("sqrt %g %g\n", s.real(), s.imag());
  std::complex<double> x = std::exp(std::complex<double>(0.0, 0.0));
  printf("exp %g %g\n", x.real(), x.imag());
  std::complex<double> p = std::polar(2.0, 0.0);
  printf("polar %g %g\n", p.real(), p.imag());
  std::complex<double> q = std::pow(a, 2);
  printf("pow %g %g\n", q.real(), q.imag());
  std::complex<float> f(1.5f, -2.5f);
  f *= 2.0f;
  std::complex<double> g(f);
  printf("float %g %g eq %d %d\n", g.real(), g.imag(), (int)(a == a), (int)(a != b));
  return 0;
}
