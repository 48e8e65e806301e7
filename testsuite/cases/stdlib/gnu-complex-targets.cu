// GNU complex types outside the interpreter. On the host, `_Complex double`
// is passed and returned as x86-64 System V passes C's complex types (two
// SSE eightbytes: xmm0 and xmm1) and `_Complex float` in one (a <2 x float>
// in xmm0), so the code links and calls as g++'s does; the names mangle as
// `C <type>` (`_Z4scaleCdd`). In a kernel, complex arithmetic lowers for
// NVIDIA and AMD like any class of two floats.
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t.dev
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t.dev/gnu-complex-targets.sm_70.ptx
// RUN: %circle-rs %s --emit=llvm-ir -o %t.host
// RUN: %FileCheck %s --check-prefix=HOST --input-file %t.host/gnu-complex-targets.host.ll
#include <cstdio>

__device__ __noinline__ _Complex float rotate(_Complex float z) {
  _Complex float i = {0.0f, 1.0f};
  return z * i;
}
__global__ void kernel(float* out) {
  _Complex float z = {1.0f, 2.0f};
  _Complex float r = rotate(z) + 1.0f;
  out[0] = __real__ r;
  out[1] = __imag__ r;
}

__complex__ double scale(__complex__ double z, double k) { return z * k; }
_Complex float conj_f(_Complex float z) { return ~z; }

int main() {
  __complex__ double a = {1.5, -2.0};
  __complex__ double s = scale(a, 2.0);
  _Complex float f = {3.0f, 4.0f};
  _Complex float c = conj_f(f);
  printf("%g %g %g %g\n", __real__ s, __imag__ s, (double)__real__ c, (double)__imag__ c);
  return 0;
}

// CHECK: 3 -4 3 -4
// PTX: .func {{.*}}rotate
// HOST: define {{.*}}{ double, double } @_Z5scaleCdd(double {{.*}}, double {{.*}}, double {{.*}})
// HOST: define {{.*}}<2 x float> @_Z6conj_fCf(<2 x float>
