// Storage classes of variables: an `extern __device__` variable is an
// external declaration of the module (no initializer, defined by another
// translation unit), a `static __device__` variable has internal linkage,
// a plain __device__ variable is externally visible (.visible .global in
// PTX); a block-scope `static` keeps its value across calls (a global, not
// an alloca).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/decl-storage-classes.sm_70.ll
// RUN: %FileCheck %s --input-file %t/decl-storage-classes.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/decl-storage-classes.sm_70.ptx
// RUN: %circle-rs validate %t
// expected-no-diagnostics

extern __device__ int ev;
static __device__ int sv = 3;
__device__ int gv = 4;

__device__ int counter() {
  static int calls = 100;
  return ++calls;
}

__global__ void k(int* p) { p[0] = ev + sv + gv + counter(); }

// CHECK-DAG: @ev = external addrspace(1) global i32
// CHECK-DAG: @sv = internal addrspace(1) {{.*}}global i32 3
// CHECK-DAG: @gv = addrspace(1) {{.*}}global i32 4
// CHECK-DAG: @{{[A-Za-z0-9_.$]*}}calls{{[A-Za-z0-9_.$]*}} = {{.*}}global i32 100
// CHECK-LABEL: define {{.*}}i32 @_Z7counterv(
// CHECK-NOT: alloca
// CHECK: ret i32

// PTX-DAG: .extern .global .align 4 .u32 ev;
// PTX-DAG: .global .align 4 .u32 sv = 3;
// PTX-DAG: .visible .global .align 4 .u32 gv = 4;
