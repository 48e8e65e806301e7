// Without a toolkit (an explicit --cuda-path holding none is the only place
// looked at), with --no-cuda-toolkit-headers given last, and with
// no libstdc++ (-nostdinc++, or a --gcc-toolchain without GCC: the
// toolkit's math headers include <cmath>), CUDA sources
// read the bundled declarations: -v names the bundled <cuda_runtime.h> and
// no toolkit, -M lists the bundled header and no crt/ one, and the program
// builds and runs the same.
// REQUIRES: ptxas
// RUN: %circle-rs -v --cuda-path=%T/no-toolkit %s -sm_70 -o %t 2> %t.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.v
// RUN: %t | %FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: %circle-rs -v --no-cuda-toolkit-headers %s -sm_52 -sm_70 -o %t.two 2> %t.two.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.two.v
// RUN: %t.two | %FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: %circle-rs -M --cuda-toolkit-headers --no-cuda-toolkit-headers %s -sm_70 | %FileCheck %s --check-prefix=DEP
// RUN: %circle-rs -v --cuda-toolkit-headers --cuda-path=%T/no-toolkit -nostdinc++ %s -fsyntax-only 2> %t.nostdincxx.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.nostdincxx.v
// RUN: %circle-rs -v --gcc-toolchain=%S %s -fsyntax-only 2> %t.nogcc.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.nogcc.v
#include <stdio.h>

__global__ void kernel(float4 *out, float *sum) {
  out[threadIdx.x] = make_float4(sqrtf(2.0f), __expf(1.0f), (float)min(1, 2), 0.0f);
  __syncthreads();
  atomicAdd(sum, __shfl_sync(0xffffffffu, 1.0f, 0));
}

int main() {
  float4 f = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  printf("float4 %g %g %g %g, max %d\n", f.x, f.y, f.z, f.w, max(3, 4));
  int count = -1;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess) {
    printf("cudaGetDeviceCount failed (%d): %s\n", (int)err, cudaGetErrorString(err));
    return 0;
  }
  kernel<<<1, 32>>>(nullptr, nullptr);
  printf("devices %d\n", count);
  return 0;
}
// V: implicit include: <cuda_runtime.h>
// V-NOT: CUDA headers: toolkit
// OUT: float4 1 2 3 4, max 4
// OUT-NEXT: cudaGetDeviceCount failed ({{[1-9][0-9]*}}): {{.+}}
// DEP-NOT: __circle_rs_cuda_wrapper.h
// DEP: include/cuda_runtime.h
// DEP-NOT: crt/
