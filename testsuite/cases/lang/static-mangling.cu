// A `static` (internal-linkage) function gets the Itanium `_ZL` prefix, as
// clang names it: `static int plus9(int)` is `_ZL5plus9i`.
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --input-file %t/static-mangling.sm_70.ll
// RUN: %circle-rs validate %t
static __device__ int plus9(int x) { return x + 9; }
__global__ void k(int* p) { p[0] = plus9(p[1]); }
// CHECK: define internal i32 @_ZL5plus9i(
// CHECK: call i32 @_ZL5plus9i(
