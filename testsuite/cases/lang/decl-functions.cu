// Function declarations: a prototype used before its definition, `inline`
// (linkonce_odr), `static` (internal linkage), `extern` prototype of a __device__
// function defined later in the file.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/decl-functions.sm_70.ll
// RUN: %FileCheck %s --input-file %t/decl-functions.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=DEF --input-file %t/decl-functions.sm_70.ll
// RUN: %FileCheck %s --check-prefix=DEF --input-file %t/decl-functions.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__device__ int later(int x);                 // prototype, defined below
extern __device__ int ext_later(int x);      // extern prototype, defined below
inline __device__ int twice(int x) { return x * 2; }
static __device__ int plus9(int x) { return x + 9; }

__global__ void k(int* p) {
  p[0] = later(p[1]) + ext_later(p[2]) + twice(p[3]) + plus9(p[4]);
}

__device__ int later(int x) { return x - 11; }
__device__ int ext_later(int x) { return x ^ 13; }

// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK: call i32 @_Z5lateri(
// CHECK: call i32 @_Z9ext_lateri(
// CHECK: call i32 @_Z5twicei(
// CHECK: call i32 @_ZL5plus9i(
// DEF-DAG: define linkonce_odr i32 @_Z5twicei(
// DEF-DAG: define internal i32 @_ZL5plus9i(
// DEF-DAG: define i32 @_Z5lateri(
// DEF-DAG: sub i32 {{.*}}, 11
// DEF-DAG: define i32 @_Z9ext_lateri(
// DEF-DAG: xor i32 {{.*}}, 13
