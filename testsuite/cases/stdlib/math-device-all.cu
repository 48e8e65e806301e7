// Every C math function circle-rs maps to a device implementation, in its
// float and double versions (long double is the host's 80-bit type, an
// error in device code: cstyle/long-double-device.cu), compiles for old and new NVIDIA
// and AMD targets, and ptxas / ld.lld accept the result. sm_35's default
// PTX ISA (3.2) is raised to 4.0 in modules that link libdevice (LLVM emits
// rsqrt.approx.ftz.f64 for it, which PTX 4.0 introduced). jn/yn have no
// ocml implementation: NVIDIA only (math-device-errors.cu has the AMD error).
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_35 -sm_70 -gfx906 -gfx1100 \
// RUN:   --emit=ptx,amdgcn -o %t
// RUN: %circle-rs validate %t
// RUN: %FileCheck %s --input-file %t/math-device-all.sm_35.ptx
// RUN: %FileCheck %s --check-prefix=NONE --input-file %t/math-device-all.sm_70.ptx
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -DWITH_JN -sm_90 --emit=ptx -o %tn
// RUN: %circle-rs validate %tn
// RUN: %FileCheck %s --check-prefix=NONE --input-file %tn/math-device-all.sm_90.ptx
// REQUIRES: ptxas, ptxas-legacy, ld.lld

// CHECK: .version 4.0
// CHECK: .target sm_35
// NONE-NOT: .extern
// NONE-NOT: __nv_

#include <math.h>

#define UNARY(S)                                                                         \
  U(sqrt, S) U(cbrt, S) U(exp, S) U(exp2, S) U(expm1, S) U(log, S) U(log2, S)           \
  U(log10, S) U(log1p, S) U(logb, S) U(sin, S) U(cos, S) U(tan, S) U(asin, S)           \
  U(acos, S) U(atan, S) U(sinh, S) U(cosh, S) U(tanh, S) U(asinh, S) U(acosh, S)        \
  U(atanh, S) U(erf, S) U(erfc, S) U(tgamma, S) U(lgamma, S) U(j0, S) U(j1, S)          \
  U(y0, S) U(y1, S) U(fabs, S) U(floor, S) U(ceil, S) U(trunc, S) U(round, S)           \
  U(rint, S) U(nearbyint, S)
#define BINARY(S)                                                                        \
  B(pow, S) B(atan2, S) B(fmod, S) B(remainder, S) B(fdim, S) B(hypot, S)               \
  B(nextafter, S) B(copysign, S) B(fmin, S) B(fmax, S)
#define U(f, S) a[0] += f##S(a[1]);
#define B(f, S) a[0] += f##S(a[1], a[2]);

#define ALL(T, S)                                                                        \
  __device__ void all##S(T* a, int* n, long* l) {                                        \
    UNARY(S)                                                                             \
    BINARY(S)                                                                            \
    a[0] += fma##S(a[1], a[2], a[3]);                                                    \
    a[0] += ldexp##S(a[1], n[0]) + scalbn##S(a[1], n[1]) + frexp##S(a[1], &n[2]);        \
    T ip;                                                                                \
    a[0] += modf##S(a[1], &ip) + ip + remquo##S(a[1], a[2], &n[3]);                      \
    n[4] = ilogb##S(a[1]);                                                               \
    l[0] = lround##S(a[1]) + llround##S(a[2]) + lrint##S(a[3]) + llrint##S(a[4]);        \
    BESSEL(S)                                                                            \
  }
#ifdef WITH_JN
#define BESSEL(S) a[0] += jn##S(2, a[1]) + yn##S(3, a[2]);
#else
#define BESSEL(S)
#endif

ALL(float, f)
ALL(double, )

__global__ void kf(float* a, int* n, long* l) { allf(a, n, l); }
__global__ void kd(double* a, int* n, long* l) { all(a, n, l); }
