// Execution spaces: __global__ kernels, __device__ functions, __host__
// functions, __host__ __device__ functions (callable from kernels and from
// host code), and untagged functions defined here (callable from kernels:
// the Circle rule). Kernels and non-inline __device__ functions are roots of
// the device module; __host__-only and untagged functions are emitted only
// when a kernel reaches them.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/execution-spaces.sm_70.ll
// RUN: %FileCheck %s --input-file %t/execution-spaces.gfx1100.ll
// RUN: ! grep -E 'host_only_unreached|host_main' %t/execution-spaces.sm_70.ll %t/execution-spaces.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__host__ __device__ int both(int x) { return x + 101; }
__host__ int host_only_unreached(int x) { return x + 202; }
int untagged(int x) { return x + 303; }
__device__ int device_root(int x) { return x + 404; }   // a root, never called
__device__ int device_called(int x) { return x + 505; }

__global__ void k(int* p) { p[0] = both(p[1]) + untagged(p[2]) + device_called(p[3]); }

int host_main() { return both(1) + host_only_unreached(2) + untagged(3); }

// CHECK-DAG: define {{.*}}i32 @_Z4bothi(
// CHECK-DAG: define {{.*}}i32 @_Z8untaggedi(
// CHECK-DAG: define {{.*}}i32 @_Z11device_rooti(
// CHECK-DAG: define {{.*}}i32 @_Z13device_calledi(
// CHECK-DAG: define {{.*}}void @_Z1kPi(
