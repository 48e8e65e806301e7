// Two .cu files compiled separately with -c (each object carries its own
// fat binary and registers its own kernels) and linked into one
// executable; the symbols are the source names. A kernel template
// instance launched by both units has one host stub (a COMDAT).
// REQUIRES: ptxas
// RUN: %circle-rs -c %s -sm_70 -o %T/a.o
// RUN: %circle-rs -c %S/Inputs/second-unit.cu -sm_70 -o %T/b.o
// RUN: nm -C %T/a.o | %FileCheck %s --check-prefix=NMA
// RUN: %circle-rs %T/a.o %T/b.o -o %t && %t | %FileCheck %s
// RUN: nm -C %t | %FileCheck %s --check-prefix=NM
// RUN: %circle-rs fatbin-list %t | %FileCheck %s --check-prefix=FAT
#include <cuda_runtime.h>
#include <stdio.h>

__global__ void kernel_a(int* p) { p[threadIdx.x] = 1; }

template <typename T>
__global__ void shared_template(T* p) { p[0] = T(1); }

int launch_b(int* p);

int main() {
  int* p = nullptr;
  cudaMalloc((void**)&p, 16);
  kernel_a<<<1, 4>>>(p);
  shared_template<<<1, 1>>>(p);
  int b = launch_b(p);
  printf("unit a: %d\n", b * 10);
  return 0;
}
// CHECK: unit b: 10
// CHECK-NEXT: unit a: 100
// NMA-DAG: T kernel_a(int*)
// NMA-DAG: T main
// NMA-DAG: U launch_b(int*)
// NM-DAG: T kernel_a(int*)
// NM-DAG: T kernel_b(int*)
// NM-DAG: T launch_b(int*)
// NM-DAG: W void shared_template<int>(int*)
// FAT: cubin sm_70
// FAT-NEXT: ptx sm_70
// FAT-NEXT: cubin sm_70
// FAT-NEXT: ptx sm_70
