// GNU complex types as libstdc++'s <complex> and C code use them:
// `__complex__ double`, C's `_Complex float` (and `_Complex` alone, which is
// `_Complex double`), `__real__`/`__imag__` as lvalues, arithmetic with
// complex and real operands, comparisons, the conjugate `~z`, brace
// initialization of the two parts, conversions between element types, the
// `__builtin_c*` functions, and the `C <type>` mangling. Run at compile
// time; values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %circle-rs -fsyntax-only -verify -DERRORS %s

#ifndef ERRORS
__complex__ double mul(__complex__ double a, __complex__ double b) { return a * b; }
_Complex float halve(_Complex float z) { return z / 2.0f; }

int main() {
  __complex__ double a = {1.0, 2.0};
  __complex__ double b;
  __real__ b = 3.0;
  __imag__ b = -1.0;
  __complex__ double c = mul(a, b);
  printf("mul %g %g\n", __real__ c, __imag__ c);
  c = a / b;
  printf("div %.6f %.6f\n", __real__ c, __imag__ c);
  c = a + 2.0;
  c -= 1;
  c *= 2.0;
  printf("mixed %g %g\n", __real__ c, __imag__ c);
  _Complex float g = {3.0f, 5.0f};
  _Complex float f = halve(g);
  printf("float %g %g %zu\n", (double)__real__ f, (double)__imag__ f, sizeof f);
  _Complex d = f;
  printf("convert %g %g %zu %zu\n", __real__ d, __imag__ d, sizeof d, alignof(__complex__ double));
  __complex__ double k = ~a;
  printf("conj %g %g eq %d %d %d\n", __real__ k, __imag__ k, (int)(a == a), (int)(a != k),
         (int)(-a == -a));
  __complex__ double e = {3.0, 4.0};
  printf("abs %g arg %.6f\n", __builtin_cabs(e), __builtin_carg(e));
  __complex__ double m4 = {-4.0, 0.0};
  __complex__ double s = __builtin_csqrt(m4);
  printf("sqrt %g %g\n", __real__ s, __imag__ s);
  __complex__ double zero = {0.0, 0.0};
  __complex__ double x = __builtin_cexp(zero);
  printf("exp %g %g\n", __real__ x, __imag__ x);
  return 0;
}
@meta main();

// CHECK: mul 5 5
// CHECK-NEXT: div 0.100000 0.700000
// CHECK-NEXT: mixed 4 4
// CHECK-NEXT: float 1.5 2.5 8
// CHECK-NEXT: convert 1.5 2.5 16 8
// CHECK-NEXT: conj 1 -2 eq 1 1 1
// CHECK-NEXT: abs 5 arg 0.927295
// CHECK-NEXT: sqrt 0 2
// CHECK-NEXT: exp 1 0
#else
struct P { int x; };
void errors(__complex__ double z, P p) {
  double d = z; // expected-error {{no viable conversion from '_Complex double' to 'double'}}
  __real__ p = 1; // expected-error {{no member named '__re' in 'P'}}
}
__complex__ __complex__ double twice; // expected-warning {{duplicate '_Complex' declaration specifier}}
#endif
