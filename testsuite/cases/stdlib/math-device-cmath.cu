// libstdc++'s <cmath> in device code: std::sqrt(float) and the other float
// overloads forward to __builtin_sqrtf & co., the double ones are glibc's
// functions (`using ::sqrt;`), the generic integer overloads promote to
// double; all of them lower to intrinsics or the vendor library as the C
// names do (math-device-glibc.cu), whichever spelling reached them.
// (Needs the __builtin_* math functions in sema, which the h-traits branch
// adds and lowers through Lowerer::math_call / meta_interp::cmath, and the
// GNU parts of glibc's <math.h> (__typeof) to parse.)
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=NVNONE --input-file %t/math-device-cmath.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/math-device-cmath.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMDNONE --input-file %t/math-device-cmath.gfx1100.ll
// RUN: %circle-rs validate %t
// REQUIRES: ptxas, ld.lld

#include <cmath>

template <class T> __device__ T model(T x, T y) {
  return std::sqrt(x * x + y * y) + std::sin(x) * std::exp(-y) + std::pow(x, y) +
         std::fabs(y) + std::floor(x) + std::fma(x, y, T(1)) + std::atan2(y, x);
}

__global__ void kf(float* a) { a[0] = model(a[1], a[2]) + std::cbrt(a[3]) + std::hypot(a[4], a[5]); }
__global__ void kd(double* b) { b[0] = model(b[1], b[2]) + std::lgamma(b[3]) + std::erf(b[4]); }
__global__ void ki(double* b, int* n) { b[0] = std::sqrt(n[0]) + std::pow(n[1], 2); }

// NVNONE-NOT: declare {{.*}}@__nv_
// NVNONE-NOT: declare {{.*}}@__builtin_
// NVNONE-NOT: declare {{.*}}@{{(sqrt|sin|exp|pow|cbrt|hypot|lgamma|erf)f?}}(

// PTX-NOT: .extern
// PTX: .entry _Z2kfPf(
// PTX: .entry _Z2kdPd(
// PTX: .entry _Z2kiPdPi(

// AMDNONE-NOT: declare {{.*}}@__ocml_
// AMDNONE-NOT: declare {{.*}}@__builtin_
// AMDNONE-NOT: declare {{.*}}@{{(sqrt|sin|exp|pow|cbrt|hypot|lgamma|erf)f?}}(
