// A namespace-scope `@meta for` injects its declarations into the namespace
// once per iteration, with the loop variable bound as a constant inside
// them, function bodies included (Circle). The parser accepts this; sema
// today reports "use of undeclared identifier 'i'" inside the body and the
// function is not declared afterwards ("use of undeclared identifier
// 'once'"). (`@meta if` at namespace scope works: circle/meta-if-namespace-
// functions.cu.)
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --input-file %t/meta-for-namespace-functions.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
@meta for(int i = 3; i < 4; ++i) {
  __device__ int once(int x) { return x + i * 100; }
}
__global__ void k(int* p) { p[0] = once(p[1]); }
// CHECK: define {{.*}}i32 @_Z4oncei(
// CHECK: add i32 %{{[0-9]+}}, 300
