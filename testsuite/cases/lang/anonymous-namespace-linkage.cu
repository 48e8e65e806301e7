// Entities in an anonymous namespace have internal linkage (as `static`):
// clang emits `define internal` for them. Today the function in the
// anonymous namespace is emitted with external linkage (ODR clashes between
// translation units linked with -rdc).
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --input-file %t/anonymous-namespace-linkage.sm_70.ll
// RUN: %circle-rs validate %t
namespace { __device__ int anon() { return 7; } __device__ int anon_var = 2; }
__global__ void k(int* p) { p[0] = anon() + anon_var; }
// CHECK-DAG: @_ZN12_GLOBAL__N_18anon_varE = internal addrspace(1) {{.*}}global i32 2
// CHECK-DAG: define internal i32 @_ZN12_GLOBAL__N_14anonEv(
