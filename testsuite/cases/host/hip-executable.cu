// An executable whose targets are all AMD ones registers its code objects
// with the HIP runtime as clang's HIP mode does: the code objects travel in
// a clang offload bundle (an empty host entry, then one
// hipv4-amdgcn-amd-amdhsa--gfxNNNN entry each, 4096-aligned) in
// `.hip_fatbin`, the wrapper {"HIPF", 1, bundle, 0} in `.hipFatBinSegment`;
// a module constructor calls __hipRegisterFatBinary/__hipRegisterFunction/
// __hipRegisterVar, launches go through __hipPushCallConfiguration and
// hipLaunchKernel, and the executable links libamdhip64. Without an AMD GPU
// (this machine) hipMalloc fails and the program says so; with one, it
// prints the kernel's sum. Either way the runtime loaded and registration ran.
// RUN: %circle-rs -c %s -gfx1100 -gfx90a -o %T/k.o
// RUN: nm %T/k.o | %FileCheck %s --check-prefix=NM
// RUN: llvm-objcopy-19 --dump-section .hip_fatbin=%T/k.hipfb %T/k.o
// RUN: %clang-offload-bundler --list --type=o --input=%T/k.hipfb | sort | %FileCheck %s --check-prefix=BUNDLE
// RUN: %clang-offload-bundler --unbundle --type=o --input=%T/k.hipfb --targets=hipv4-amdgcn-amd-amdhsa--gfx1100 --output=%T/gfx1100.co
// RUN: llvm-readelf-19 -h %T/gfx1100.co | %FileCheck %s --check-prefix=ELF
// RUN: %circle-rs %s -gfx1100 -gfx90a -o %t && %t | %FileCheck %s
// RUN: %circle-rs fatbin-list %t | %FileCheck %s --check-prefix=LIST
// REQUIRES: clang-offload-bundler
#include <hip/hip_runtime.h>
#include <stdio.h>

__device__ int bias = 1;

__global__ void add(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i + bias;
}

int main() {
  int* d = nullptr;
  if (hipMalloc((void**)&d, 64 * sizeof(int)) != hipSuccess) {
    printf("hip: no device\n");
    return 0;
  }
  add<<<1, 64>>>(d, 64);
  int h[64];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  int sum = 0;
  for (int v : h) sum += v;
  printf("hip: sum %d\n", sum);
  return 0;
}
// CHECK: {{^hip: (no device|sum 2080)$}}
// NM-DAG: U __hipRegisterFatBinary
// NM-DAG: U __hipRegisterFunction
// NM-DAG: U __hipRegisterVar
// NM-DAG: U __hipPushCallConfiguration
// NM-DAG: U __hipPopCallConfiguration
// NM-DAG: U hipLaunchKernel
// NM-DAG: t __hip_module_ctor_
// NM-NOT: __cuda
// BUNDLE: hipv4-amdgcn-amd-amdhsa--gfx1100
// BUNDLE-NEXT: hipv4-amdgcn-amd-amdhsa--gfx90a
// BUNDLE-NEXT: host-x86_64-unknown-linux-gnu-
// ELF: Machine: EM_AMDGPU
// ELF: Flags: {{.*}}gfx1100
// LIST: hsaco gfx1100
// LIST-NEXT: hsaco gfx90a
