// SAXPY, unrolled at compile time, with the unroll factor chosen per target
// architecture by a codegen-time branch.
//
//   circle-rs examples/saxpy.cu -sm_52 -sm_70 -sm_90 -gfx1100 -gfx90a --emit=ptx,amdgcn -o out/
//
// The front end runs once: the `@meta printf` below prints once, whatever the
// number of targets. Each `@meta for` body is translated once per iteration,
// so every branch below is straight-line code with constant offsets. Each
// target module keeps only the branch its `if codegen` predicate selects.
#include <cuda.h>

@meta printf("saxpy: unrolling by 2, 4 or 8 per architecture\n");

// Untagged: callable from kernels because it is defined in this translation
// unit (the Circle rule).
inline float axpy(float a, float x, float y) { return a * x + y; }

__global__ void saxpy(float a, const float* x, float* y, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;

  if codegen(__is_amdgpu_target) {
    // Wide waves, plenty of registers: unroll by 8.
    @meta for(int i = 0; i < 8; ++i) {
      int k = tid + i * stride;
      if(k < n) y[k] = axpy(a, x[k], y[k]);
    }
  } else if codegen(__nvvm_arch >= 70) {
    @meta for(int i = 0; i < 4; ++i) {
      int k = tid + i * stride;
      if(k < n) y[k] = axpy(a, x[k], y[k]);
    }
  } else {
    @meta for(int i = 0; i < 2; ++i) {
      int k = tid + i * stride;
      if(k < n) y[k] = axpy(a, x[k], y[k]);
    }
  }
}
