// Inline functions reached from kernels (untagged `inline` and `inline
// __device__`) are emitted with linkonce_odr linkage (`.weak .func` in
// the PTX), non-inline ones with external linkage (`.visible .func`), at -O0
// where nothing is inlined; at -O3 the inline functions disappear into
// their caller.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/inline-linkonce.sm_70.ll
// RUN: %FileCheck %s --input-file %t/inline-linkonce.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/inline-linkonce.sm_70.ptx
// RUN: %circle-rs %s -sm_70 -O3 --emit=llvm-ir,ptx -o %t.o3
// RUN: %FileCheck %s --check-prefix=O3 --input-file %t.o3/inline-linkonce.sm_70.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs validate %t.o3

inline int inl(int x) { return x + 11; }
inline __device__ int inl_dev(int x) { return x + 22; }
int plain(int x) { return x + 55; }

__global__ void k(int* p) { p[0] = inl(p[1]) + inl_dev(p[2]) + plain(p[5]); }

// CHECK-DAG: define linkonce_odr i32 @_Z3inli(
// CHECK-DAG: define linkonce_odr i32 @_Z7inl_devi(
// CHECK-DAG: define i32 @_Z5plaini(

// PTX-DAG: .weak .func  (.param .b32 func_retval0) _Z3inli(
// PTX-DAG: .visible .func  (.param .b32 func_retval0) _Z5plaini(

// O3-LABEL: define ptx_kernel void @_Z1kPi(
// O3-NOT: call i32 @_Z3inli
// O3-NOT: call i32 @_Z7inl_devi
// O3-NOT: call
// O3: ret void
