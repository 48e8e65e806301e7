// With a CUDA toolkit present (here the wheels scripts/setup.sh installs),
// CUDA sources read its headers through <__circle_rs_cuda_wrapper.h>, by
// default and with --cuda-toolkit-headers (the flag given last wins): -v
// names the wrapper and the toolkit's include directories (after
// the bundled cuda_fp16.h's, before circle-rs's own headers), -M lists the
// toolkit's cuda_runtime_api.h and crt/ headers, and one cuda_runtime.h
// (the toolkit's, not the bundled one). The program uses the runtime API, vector types,
// builtin variables, barriers, atomics, shuffles, math and min/max from
// the toolkit's math_functions.hpp in a kernel; without a GPU it takes the
// no-device path. Built for one target (__CUDA_ARCH__ visible to host
// code, hidden while the toolkit is read) and for two.
// REQUIRES: ptxas, cuda-headers
// RUN: %circle-rs -v %s -sm_70 -o %t 2> %t.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.v
// RUN: %t | %FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: %circle-rs --no-cuda-toolkit-headers --cuda-toolkit-headers %s -sm_52 -sm_70 -o %t.two && %t.two | %FileCheck %s --check-prefix=OUT --match-full-lines
// RUN: %circle-rs --cuda-toolkit-headers -M %s -sm_70 | %FileCheck %s --check-prefix=DEP
// RUN: test $(%circle-rs --cuda-toolkit-headers -M %s -sm_70 | tr ' ' '\n' | grep -c '/cuda_runtime\.h$') -eq 1
// RUN: %circle-rs --cuda-toolkit-headers %s -sm_70 --emit=ptx -o %T/ptx
// RUN: %FileCheck %s --check-prefix=PTX --input-file %T/ptx/toolkit-runtime.sm_70.ptx
#include <stdio.h>

__global__ void kernel(float4 *out, float *sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ float tile[64];
  tile[threadIdx.x] = i < n ? sqrtf((float)i) : 0.0f;
  __syncthreads();
  float v = __shfl_sync(0xffffffffu, tile[threadIdx.x], 0);
  if (i < n) {
    out[i] = make_float4(v, __expf(tile[threadIdx.x]), (float)min(i, 7), fmaxf(v, 1.0f));
    atomicAdd(sum, (float)umax(1u, (unsigned)i));
  }
}

int main() {
  dim3 grid(2), block(64);
  printf("grid %u %u %u, block %u\n", grid.x, grid.y, grid.z, block.x);
  float4 f = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  printf("float4 %g %g %g %g, align %zu, max %d\n", f.x, f.y, f.z, f.w, alignof(float4), max(3, 4));
  int count = -1;
  cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess) {
    printf("cudaGetDeviceCount failed (%d): %s\n", (int)err, cudaGetErrorString(err));
    return 0;
  }
  float4 *out;
  float *sum;
  cudaMalloc((void **)&out, 128 * sizeof(float4));
  cudaMalloc((void **)&sum, sizeof(float));
  cudaMemset(sum, 0, sizeof(float));
  kernel<<<grid, block>>>(out, sum, 100);
  float host = 0;
  cudaMemcpy(&host, sum, sizeof(float), cudaMemcpyDeviceToHost);
  printf("devices %d, sum %g\n", count, host);
  cudaFree(out);
  cudaFree(sum);
  return 0;
}
// V: #include <...> search starts here:
// V: /usr/local/include
// V-NEXT: {{.*}}/include/__circle_rs_toolkit
// V-NEXT: {{.*}}/cuda_runtime/include
// V-NEXT: {{.*}}/cuda_nvcc/include
// V-NEXT: {{.*}}/include
// V-NEXT: /usr/include/x86_64-linux-gnu
// V: implicit include: <__circle_rs_cuda_wrapper.h>
// V: CUDA headers: toolkit ({{.*}}/cuda_runtime/include, {{.*}}/cuda_nvcc/include)
// OUT: grid 2 1 1, block 64
// OUT-NEXT: float4 1 2 3 4, align 16, max 4
// OUT-NEXT: cudaGetDeviceCount failed ({{[1-9][0-9]*}}): {{.+}}
// DEP: __circle_rs_cuda_wrapper.h
// DEP: cuda_runtime/include/cuda_runtime_api.h
// DEP: cuda_runtime/include/cuda_runtime.h
// DEP: cuda_nvcc/include/crt/common_functions.h
// DEP: cuda_nvcc/include/crt/math_functions.hpp
// DEP: __circle_rs_device_functions.h
// PTX-LABEL: .entry _Z6kernelP6float4Pfi(
// PTX: sqrt.rn.f32
// PTX: bar.sync {{.*}}0;
// PTX: shfl.sync.idx.b32
// PTX: ex2.approx.f32
// PTX: atom.global.add.f32
