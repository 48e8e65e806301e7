// glibc's <math.h> called from device code (kernels, __device__ functions
// and untagged functions reached from kernels): each C math function
// becomes an LLVM intrinsic where both backends have an exact one (fabs,
// floor, sqrt, fma, ...), else a call of NVIDIA's libdevice (__nv_*) or
// the ROCm device library ocml (__ocml_*), linked into the module and
// internalized, so nothing stays unresolved: ptxas and ld.lld accept the
// output and no library symbol is left undefined.
// (-nostdinc++ -U_GNU_SOURCE: glibc's own header, without the GNU parts
// that need __typeof; <cmath> is math-device-cmath.cu.)
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -gfx1100 -O2 \
// RUN:   --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/math-device-glibc.sm_70.ll
// RUN: %FileCheck %s --check-prefix=NVNONE --input-file %t/math-device-glibc.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/math-device-glibc.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/math-device-glibc.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=AMDNONE --input-file %t/math-device-glibc.gfx1100.ll
// RUN: %circle-rs validate %t
// At -O0 the library functions are linked too (libdevice's are inlined
// by the always-inliner; ocml's stay internal functions).
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -gfx1100 -O0 \
// RUN:   --emit=ptx,amdgcn,llvm-ir -o %t0
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t0/math-device-glibc.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD0 --input-file %t0/math-device-glibc.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=AMDNONE --input-file %t0/math-device-glibc.gfx1100.ll
// RUN: %circle-rs validate %t0
// A module calling no library function is not linked with one (and has
// no nvvm-reflect-ftz flag): only intrinsics.
// RUN: %circle-rs %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -DEXACT_ONLY -sm_70 -gfx1100 \
// RUN:   --emit=llvm-ir -o %te
// RUN: %FileCheck %s --check-prefix=EXACT --input-file %te/math-device-glibc.sm_70.ll
// RUN: %FileCheck %s --check-prefix=EXACT --input-file %te/math-device-glibc.gfx1100.ll
// REQUIRES: ptxas, ld.lld

#include <math.h>

#ifndef EXACT_ONLY
// Untagged: compiled for the device because a kernel reaches it.
float norm2(float x, float y) { return sqrtf(x * x + y * y) + hypotf(x, y); }

__device__ double wave(double t) { return sin(t) * exp(-t) + pow(t, 1.5) + log1p(t); }

__global__ void kf(float* a, int* e) {
  a[0] = norm2(a[1], a[2]) + sinf(a[3]) + expf(a[4]) + powf(a[5], a[6]);
  a[7] = frexpf(a[8], &e[0]) + ldexpf(a[9], e[1]) + erff(a[10]) + tgammaf(a[11]);
  float ip;
  a[12] = modff(a[13], &ip) + ip + remquof(a[14], a[15], &e[2]);
  e[3] = ilogbf(a[16]);
}

__global__ void kd(double* b, long* l) {
  b[0] = wave(b[1]) + cbrt(b[2]) + atan2(b[3], b[4]) + lgamma(b[5]);
  l[0] = lround(b[6]) + llrint(b[7]);
  // No long double here: the program's is the host's 80-bit type, which
  // device code may not compute with (cstyle/long-double-device.cu).
}
#endif

__global__ void exact(float* a, double* b) {
  a[0] = fabsf(a[1]) + floorf(a[2]) + ceilf(a[3]) + truncf(a[4]) + roundf(a[5]) + fmaf(a[6], a[7], a[8]);
  b[0] = sqrt(b[1]) + copysign(b[2], b[3]) + fmin(b[4], b[5]) + fmax(b[6], b[7]) + rint(b[8]);
}

// Nothing of the library is left undefined, and every call of it is gone
// (inlined) or internal.
// NVNONE-NOT: declare {{.*}}@__nv_
// NVNONE-NOT: declare {{.*}}@__nvvm_reflect
// NVNONE-NOT: define {{(linkonce_odr |weak |)}}{{[a-z0-9 ]*}}@__nv_

// NV-LABEL: define ptx_kernel void @_Z2kfPfPi(
// NV-NOT: call {{.*}}@__nv_
// NV-LABEL: define ptx_kernel void @_Z2kdPdPl(
// NV-LABEL: define ptx_kernel void @_Z5exactPfPd(
// NV-DAG: call float @llvm.fabs.f32(
// NV-DAG: call float @llvm.floor.f32(
// NV-DAG: call double @llvm.sqrt.f64(
// NV-DAG: call double @llvm.minnum.f64(
// NV: !{i32 4, !"nvvm-reflect-ftz", i32 0}

// PTX-NOT: .extern
// PTX-NOT: __nv_
// PTX-NOT: __nvvm_reflect
// PTX: .entry _Z2kfPfPi(
// PTX: .entry _Z2kdPdPl(
// PTX: .entry _Z5exactPfPd(

// AMDNONE-NOT: declare {{.*}}@__ocml_
// AMDNONE-NOT: @__oclc_{{.*}} = external
// AMDNONE-NOT: define {{(linkonce_odr |weak |protected )}}{{.*}}@__ocml_

// AMD-LABEL: define amdgpu_kernel void @_Z2kfPfPi(
// AMD-LABEL: define amdgpu_kernel void @_Z5exactPfPd(
// AMD-DAG: call float @llvm.fabs.f32(
// AMD-DAG: call double @llvm.sqrt.f64(

// AMD0: define internal {{.*}}@__ocml_

// EXACT-NOT: __nv_
// EXACT-NOT: __ocml_
// EXACT-NOT: nvvm-reflect-ftz
// EXACT: call float @llvm.fabs.f32(
