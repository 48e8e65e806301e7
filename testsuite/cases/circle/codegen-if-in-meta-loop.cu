// `if codegen` inside a `@meta for` body: the meta loop variable is a
// constant in each translated copy, so it may appear in codegen predicates
// and @codegen initializers beside codegen constants (as may other meta
// values); each target keeps the iterations its predicate admits.
// RUN: %circle-rs %s -sm_52 -sm_70 -sm_90 -O0 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/codegen-if-in-meta-loop.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/codegen-if-in-meta-loop.sm_70.ll
// RUN: %FileCheck %s --check-prefix=SM90 --input-file %t/codegen-if-in-meta-loop.sm_90.ll
// RUN: %FileCheck %s --check-prefix=SM52N --input-file %t/codegen-if-in-meta-loop.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM70N --input-file %t/codegen-if-in-meta-loop.sm_70.ll
// RUN: %circle-rs validate %t

__global__ void k(int* p) {
  @meta for(int i = 0; i < 3; ++i) {
    if codegen(__nvvm_arch >= 60 + i * 10) p[i] = 100 + i;
  }
  @meta int base = 5;
  @codegen int w = __warp_size * base;
  if codegen(w == 160) p[5] = 160;
}

// SM52-LABEL: define ptx_kernel void @_Z1kPi(
// SM52N-NOT: store i32 10{{[0-9]}},
// SM52: store i32 160,
// SM52-NEXT: ret void
// SM70-LABEL: define ptx_kernel void @_Z1kPi(
// SM70: store i32 100,
// SM70: store i32 101,
// SM70N-NOT: store i32 102,
// SM70: store i32 160,
// SM90-LABEL: define ptx_kernel void @_Z1kPi(
// SM90: store i32 100,
// SM90: store i32 101,
// SM90: store i32 102,
// SM90: store i32 160,
