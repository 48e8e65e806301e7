// Kernel launches in host code: the launch pushes its configuration and
// calls the kernel's host stub, which launches through cudaLaunchKernel;
// a module constructor registers the fat binary, the kernels and the
// device variables. Without a GPU the runtime reports an error, which the
// program checks is consistent with the devices it sees; with one, the
// kernel runs. The executable links the CUDA runtime from the wheel that
// scripts/setup.sh installs.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_52 -sm_70 -o %t && %t | %FileCheck %s
// RUN: %circle-rs fatbin-list %t | %FileCheck %s --check-prefix=FAT
// RUN: nm -C %t | %FileCheck %s --check-prefix=NM
#include <cuda_runtime.h>
#include <stdio.h>

__device__ int counter;
__constant__ float scale_by[4];

template <typename T>
__global__ void scale(T* p, T s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= s;
}

struct Params { int n; float s; double d; };
__global__ void by_value(Params p, int* out) {
  if (threadIdx.x == 0) *out = p.n;
}

int main() {
  int devices = 0;
  bool gpu = cudaGetDeviceCount(&devices) == cudaSuccess && devices > 0;
  float* d = nullptr;
  cudaMalloc((void**)&d, 16 * sizeof(float));
  dim3 grid(1, 1, 1), block(16, 1, 1);
  scale<<<grid, block>>>(d, 2.0f, 16);
  cudaError_t e1 = cudaGetLastError();
  by_value<<<1, 32, 0, 0>>>(Params{3, 1.5f, 2.5}, (int*)d);
  cudaError_t e2 = cudaDeviceSynchronize();
  printf("launches %s\n", ((e1 == cudaSuccess && e2 == cudaSuccess) == gpu) ? "consistent" : "inconsistent");
  // CHECK: launches consistent
  cudaFree(d);
  printf("done\n");
  // CHECK-NEXT: done
  return 0;
}
// FAT: cubin sm_52
// FAT-NEXT: ptx sm_52
// FAT-NEXT: cubin sm_70
// FAT-NEXT: ptx sm_70
// NM-DAG: T by_value(Params, int*)
// NM-DAG: W void scale<float>(float*, float, int)
// NM-DAG: B counter
