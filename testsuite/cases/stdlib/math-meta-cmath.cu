// <cmath> at compile time: std::sqrt(float) & co. (libstdc++'s inline
// overloads, forwarding to __builtin_sqrtf, ...) and the double versions
// (glibc's) run natively as in math-meta.cu; the CHECK lines are g++-12
// -O0's output (clang++-19 -O2 prints the same).
// (Needs the __builtin_* math functions in sema and the interpreter, which
// the h-traits branch adds (meta_interp::cmath::call_by_name runs them),
// and the GNU parts of glibc's <math.h> (__typeof) to parse.)
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
#include <cmath>
#include <cstdio>

static const double xs[] = {0.75, 2.5, -1.25};

int main() {
  for (double x : xs) {
    float f = (float)x;
    std::printf("%.17g %.9g %.17g %.9g %.17g %.9g\n", std::sqrt(std::fabs(x)), std::sqrt(std::fabs(f)),
                std::sin(x), std::sin(f), std::exp(x), std::exp(f));
    std::printf("%.17g %.9g %.17g %.9g %.17g\n", std::pow(x, 3.0), std::pow(std::fabs(f), 2.5f), std::cbrt(x), std::cbrt(f),
                std::pow(2, 10));
    std::printf("%.9g %.9g %.9g %ld %d\n", std::floor(f), std::fma(f, f, 1.0f), std::hypot(f, 2.0f), std::lround(f),
                std::ilogb(f));
  }
  return 0;
}
#ifdef __circle_rs__
@meta main();
#endif
// CHECK: 0.8660254037844386 0.866025388 0.68163876002333412 0.681638777 2.1170000166126748 2.1170001
// CHECK-NEXT: 0.421875 0.487139285 0.90856029641606972 0.908560276 1024
// CHECK-NEXT: 0 1.5625 2.13600087 1 -1
// CHECK-NEXT: 1.5811388300841898 1.58113885 0.59847214410395655 0.598472118 12.182493960703473 12.1824942
// CHECK-NEXT: 15.625 9.88211727 1.3572088082974532 1.35720885 1024
// CHECK-NEXT: 2 7.25 3.20156217 3 1
// CHECK-NEXT: 1.1180339887498949 1.11803401 -0.9489846193555862 -0.948984623 0.28650479686019009 0.286504805
// CHECK-NEXT: -1.953125 1.7469281 -1.0772173450159417 -1.07721734 1024
// CHECK-NEXT: -2 2.5625 2.35849524 -1 0
