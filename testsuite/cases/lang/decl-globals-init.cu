// Global and local variables with initializers: scalars, arrays (with
// implicit zero fill), brace-initialized structs, in device memory and in
// constant memory; a local array and a local struct brace-initialized.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/decl-globals-init.sm_70.ll
// RUN: %FileCheck %s --input-file %t/decl-globals-init.gfx1100.ll
// RUN: %circle-rs -O2 %s -sm_70 --emit=llvm-ir -o %t.o2
// RUN: %FileCheck %s --check-prefix=FOLD --input-file %t.o2/decl-globals-init.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

struct pair_t { int a; float b; };

__device__ int g_scalar = 42;
__device__ int g_array[4] = { 1, 2 };
__device__ pair_t g_pair = { 7, 2.5f };
__constant__ float c_table[3] = { 0.5f, 1.5f, 2.5f };

__global__ void k(int* p, float* f) {
  int local[3] = { 10, 20, 30 };
  pair_t lp = { p[0], 1.0f };
  p[1] = g_scalar + g_array[p[2]] + g_pair.a + local[p[3]] + lp.a;
  f[0] = c_table[p[4]] + g_pair.b + lp.b;
}

// Locals are fully initialized and folded at -O2.
__device__ int sum_locals() {
  int a[4] = { 1, 2, 3 };
  pair_t s = { 5, 0.0f };
  return a[0] + a[1] + a[2] + a[3] + s.a;
}

// CHECK-DAG: @g_scalar = {{.*}}addrspace(1) {{.*}}global i32 42
// CHECK-DAG: @g_array = {{.*}}addrspace(1) {{.*}}global [4 x i32] [i32 1, i32 2, i32 0, i32 0]
// CHECK-DAG: @g_pair = {{.*}}addrspace(1) {{.*}}global %struct.pair_t { i32 7, float 2.500000e+00 }
// CHECK-DAG: @c_table = {{.*}}addrspace(4) {{.*}}[3 x float] [float 5.000000e-01, float 1.500000e+00, float 2.500000e+00]
// CHECK-LABEL: define {{.*}}void @_Z1kPiPf(
// CHECK: store i32 10,
// CHECK: store i32 20,
// CHECK: store i32 30,
// FOLD-LABEL: define {{.*}}i32 @_Z10sum_localsv(
// FOLD: ret i32 11
