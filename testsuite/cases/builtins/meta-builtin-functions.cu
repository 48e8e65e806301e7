// The builtin functions at compile time: <cstring>'s, bits, checked
// arithmetic (operands and result of different types), floating
// classification and quiet comparisons, <cmath>'s (through the host C
// library, bit for bit), frexp/modf's stores. The expected lines are what
// the program prints compiled by clang++-19 (g++-12 differs only in
// tgamma, which it folds with more precision than the C library has).
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --match-full-lines --input-file %t.out
#include <cstdio>
int main() {
  char buf[16]; const char* s = "hello";
  __builtin_memcpy(buf, s, 6); printf("%s %d\n", buf, (int)__builtin_strlen(buf));
  __builtin_memmove(buf + 1, buf, 5); buf[6] = 0; printf("%s\n", buf);
  __builtin_memset(buf, 'x', 3); printf("%s\n", buf);
  printf("%d %d %d\n", __builtin_memcmp("abc", "abd", 3) < 0, __builtin_strcmp("b", "a") > 0, __builtin_strncmp("abcx", "abcy", 3));
  printf("%s %s\n", __builtin_strchr(s, 'l'), (const char*)__builtin_memchr(s, 'o', 5));
  printf("%d %d %d %d %d\n", __builtin_clz(1), __builtin_ctzll(8ull), __builtin_popcountl(255ul), __builtin_parity(7), __builtin_ffs(0));
  printf("%x %x %lx\n", __builtin_bswap16(0x1234), __builtin_bswap32(0x12345678u), (unsigned long)__builtin_bswap64(0x0102030405060708ull));
  int r; bool o = __builtin_add_overflow(2147483647, 1, &r); printf("%d %d\n", o, r);
  unsigned char uc; o = __builtin_mul_overflow(16, 16, &uc); printf("%d %d\n", o, uc);
  long long ll; o = __builtin_sub_overflow(-5, 3u, &ll); printf("%d %lld\n", o, ll);
  unsigned u; o = __builtin_sub_overflow(1, 2, &u); printf("%d %u\n", o, u);
  printf("%d\n", (int)__builtin_expect(5, 1));
  double inf = __builtin_inf(), nan = __builtin_nan("");
  printf("%d %d %d %d %d\n", __builtin_isnan(nan), __builtin_isinf(-inf), __builtin_isfinite(1.0), __builtin_isnormal(1e-310), __builtin_isinf_sign(-inf));
  printf("%d %d\n", __builtin_signbit(-0.0) != 0, __builtin_fpclassify(0, 1, 2, 3, 4, 1e-310));
  printf("%d %d %d %d\n", __builtin_isless(1.0, 2.0), __builtin_isunordered(nan, 1.0), __builtin_islessgreater(nan, 1.0), __builtin_isgreaterequal(2.0f, 2.0));
  printf("%g %g %g %g %g %g\n", __builtin_floor(-1.5), __builtin_ceilf(1.2f), __builtin_trunc(-2.7), __builtin_round(2.5), __builtin_sqrt(2.0), __builtin_fabs(-3.0));
  printf("%g %g %g %g\n", __builtin_fmin(1.0, nan), __builtin_fmax(-1.0, 2.0), __builtin_copysign(3.0, -1.0), __builtin_fma(2.0, 3.0, 1.0));
  printf("%.17g %.17g %.9g %.17g\n", __builtin_sin(1.0), __builtin_exp(1.0), __builtin_logf(10.0f), __builtin_pow(2.0, 0.5));
  int e; double m = __builtin_frexp(48.0, &e); double ip; double fr = __builtin_modf(-3.25, &ip);
  printf("%g %d %g %g %g %d %ld\n", m, e, fr, ip, __builtin_ldexp(3.0, 4), __builtin_ilogb(1000.0), __builtin_lround(-2.5));
  printf("%g %g %g %g\n", __builtin_rint(2.5), __builtin_nearbyint(3.5), __builtin_fdim(5.0, 3.0), __builtin_logb(1000.0));
  printf("%.17g %.17g %.17g\n", __builtin_erf(0.5), __builtin_tgamma(4.5), __builtin_hypot(3.0, 4.0));
  printf("%d %ld\n", __builtin_abs(-4), __builtin_labs(-7l));
  return 0;
}

@meta main();

// __builtin_is_constant_evaluated() is true in everything the interpreter
// runs; __builtin_constant_p sees constants only.
constexpr int ce() { return __builtin_is_constant_evaluated() ? 1 : 2; }
static_assert(ce() == 1, "");
@meta printf("%d %d %d\n", __builtin_is_constant_evaluated(), __builtin_constant_p(3 * 4), __builtin_constant_p(printf("")));

// CHECK: hello 5
// CHECK-NEXT: hhello
// CHECK-NEXT: xxxllo
// CHECK-NEXT: 1 1 0
// CHECK-NEXT: llo o
// CHECK-NEXT: 31 3 8 1 0
// CHECK-NEXT: 3412 78563412 807060504030201
// CHECK-NEXT: 1 -2147483648
// CHECK-NEXT: 1 0
// CHECK-NEXT: 0 -8
// CHECK-NEXT: 1 4294967295
// CHECK-NEXT: 5
// CHECK-NEXT: 1 1 1 0 -1
// CHECK-NEXT: 1 3
// CHECK-NEXT: 1 1 0 1
// CHECK-NEXT: -2 2 -2 3 1.41421 3
// CHECK-NEXT: 1 2 -3 7
// CHECK-NEXT: 0.8414709848078965 2.7182818284590451 2.30258512 1.4142135623730951
// CHECK-NEXT: 0.75 6 -0.25 -3 48 9 -3
// CHECK-NEXT: 2 4 2 9
// CHECK-NEXT: 0.52049987781304652 11.63172839656745 5
// CHECK-NEXT: 4 7
// CHECK-NEXT: 1 1 0
