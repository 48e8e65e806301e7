// At namespace scope, the braces of `@meta if` hold declarations injected
// into the enclosing namespace (Circle), function definitions, kernels and
// structs included: only the taken branch's entities exist (a definition
// inside a function body stays an error: meta-if-namespace-errors.cu).
// RUN: %circle-rs %s -fsyntax-only 2> %t.diag
// RUN: test ! -s %t.diag
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/meta-if-namespace-functions.sm_70.ll
// RUN: %FileCheck %s --input-file %t/meta-if-namespace-functions.gfx1100.ll
// RUN: ! grep -q 1000 %t/meta-if-namespace-functions.sm_70.ll %t/meta-if-namespace-functions.gfx1100.ll
// RUN: %circle-rs validate %t

@meta int which = 2;
@meta if(which == 2) {
  __device__ int chosen(int x) { return x + 2000; }
  struct injected { int v; };
  __global__ void injected_kernel(int* p) { p[0] = 7; }
} else {
  __device__ int chosen(int x) { return x + 1000; }
}

__global__ void k(int* p) { injected s = { 3 }; p[0] = chosen(p[1]) + s.v; }

// CHECK-DAG: define {{.*}}i32 @_Z6choseni(
// CHECK-DAG: add i32 %{{[0-9]+}}, 2000
// CHECK-DAG: define {{.*}}void @_Z15injected_kernelPi(
// CHECK-DAG: define {{.*}}void @_Z1kPi(
