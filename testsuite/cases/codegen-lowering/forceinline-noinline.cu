// __forceinline__ implies inline (linkonce_odr, as clang) and alwaysinline;
// __noinline__ gives LLVM's noinline and keeps the call at -O3. Today sema
// records both in Program::attributes but never calls Builder::set_attrs, so
// Function::attrs (what codegen reads) stays default: neither attribute
// reaches the IR and `forced` is emitted with external linkage.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/forceinline-noinline.sm_70.ll
// RUN: %FileCheck %s --input-file %t/forceinline-noinline.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=FORCED --implicit-check-not=_Z6forcedi --input-file %t/forceinline-noinline.sm_70.ll
// RUN: %FileCheck %s --check-prefix=FORCED --implicit-check-not=_Z6forcedi --input-file %t/forceinline-noinline.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/forceinline-noinline.sm_70.ptx
// RUN: %circle-rs %s -sm_70 -O3 --emit=llvm-ir,ptx -o %t.o3
// RUN: %FileCheck %s --check-prefix=O3 --input-file %t.o3/forceinline-noinline.sm_70.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs validate %t.o3

inline int inl(int x) { return x + 11; }
inline __device__ int inl_dev(int x) { return x + 22; }
__forceinline__ __device__ int forced(int x) { return x + 33; }
__noinline__ __device__ int kept(int x) { return x + 44; }
int plain(int x) { return x + 55; }

__global__ void k(int* p) { p[0] = inl(p[1]) + inl_dev(p[2]) + forced(p[3]) + kept(p[4]) + plain(p[5]); }

// CHECK-DAG: define linkonce_odr i32 @_Z3inli(
// CHECK-DAG: define linkonce_odr i32 @_Z7inl_devi(
// CHECK-DAG: define i32 @_Z4kepti({{.*}}) {{.*}}#[[NOINLINE:[0-9]+]]
// CHECK-DAG: define i32 @_Z5plaini(
// CHECK-DAG: attributes #[[NOINLINE]] = { {{.*}}noinline

// Even at -O0 LLVM's always-inliner (clang's -O0 pipeline too) inlines
// `forced` and, being linkonce_odr, drops its now unused definition: its
// body is in the kernel and the symbol is gone.
// FORCED-LABEL: define {{.*}}void @_Z1kPi(
// FORCED: add i32 %{{[0-9]+}}, 33
// FORCED: ret void

// PTX-DAG: .weak .func  (.param .b32 func_retval0) _Z3inli(
// PTX-DAG: .visible .func  (.param .b32 func_retval0) _Z5plaini(

// O3-LABEL: define ptx_kernel void @_Z1kPi(
// O3-NOT: call i32 @_Z3inli
// O3-NOT: call i32 @_Z7inl_devi
// O3-NOT: call i32 @_Z6forcedi
// O3: call i32 @_Z4kepti(
// O3: ret void
