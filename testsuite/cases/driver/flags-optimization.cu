// Optimization levels give different code: -O1 does not unroll the
// runtime-bounded loop, -O3 does, -Os and -Oz favour size (optsize, minsize);
// -Ofast is -O3 with -ffast-math, whose approximate division and flushed
// denormals show in the PTX, and which defines __FAST_MATH__.
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir,ptx -O1 -o %t/o1
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir,ptx -O3 -o %t/o3
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir,ptx -Os -o %t/os
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir,ptx -Oz -o %t/oz
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir,ptx -Ofast -o %t/ofast
// RUN: %circle-rs %s -sm_70 --emit=ptx -ffast-math -o %t/ff
// RUN: ! cmp -s %t/o1/flags-optimization.sm_70.ptx %t/o3/flags-optimization.sm_70.ptx
// RUN: ! cmp -s %t/os/flags-optimization.sm_70.ptx %t/oz/flags-optimization.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=OS --input-file %t/os/flags-optimization.sm_70.ll
// OS: attributes #{{[0-9]+}} = { {{.*}}optsize
// RUN: %FileCheck %s --check-prefix=OZ --input-file %t/oz/flags-optimization.sm_70.ll
// OZ: attributes #{{[0-9]+}} = { {{.*}}minsize
// RUN: %FileCheck %s --check-prefix=PRECISE --input-file %t/o3/flags-optimization.sm_70.ptx
// PRECISE: div.rn.f32
// PRECISE: sqrt.rn.f32
// RUN: %FileCheck %s --check-prefix=FAST --input-file %t/ofast/flags-optimization.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=FAST --input-file %t/ff/flags-optimization.sm_70.ptx
// FAST: div.{{(approx|full)}}.ftz.f32
// FAST: sqrt.{{.*}}ftz.f32
// RUN: %circle-rs -E -P -nocudainc -ffast-math %s | %FileCheck %s --check-prefix=MACRO
// MACRO: int fast_math = 1;
// RUN: %not %circle-rs -fsyntax-only -O4 %s 2>&1 | %FileCheck %s --check-prefix=BADO
// BADO: invalid optimization level '-O4'

#ifdef __FAST_MATH__
int fast_math = 1;
#endif

__global__ void k(float* a, const float* b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  for (int j = 0; j < n; ++j) s += b[i * n + j] / a[j];
  a[i] = sqrtf(s);
}
