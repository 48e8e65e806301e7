// Half-precision axpy with <cuda_fp16.h>: __half storage, __float2half /
// __half2float conversions, __hfma and operators, __half2 pairs, a __half
// shuffle; sm_70 has native f16 instructions, sm_52 computes through f32.
// RUN: %circle-rs %s -sm_52 -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/half-axpy.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/half-axpy.sm_52.ptx
#include <cuda_fp16.h>

__global__ void haxpy(int n, float a, const __half* x, __half* y, __half2* pairs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half ha = __float2half(a);
  y[i] = __hfma(ha, x[i], y[i]);
  __half next = __shfl_down_sync(0xffffffffu, y[i], 1);
  if (__hgt(next, y[i])) y[i] = next * __float2half(0.5f);
  pairs[i] = __hadd2(pairs[i], __floats2half2_rn(__half2float(y[i]), 1.0f));
}

// SM70-LABEL: .entry _Z5haxpyifPKDF16_PDF16_P7__half2(
// SM70: cvt.rn.f16.f32
// SM70: mul.rn.f16
// SM52-LABEL: .entry
// SM52: cvt.f32.f16
