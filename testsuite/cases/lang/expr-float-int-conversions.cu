// Implicit conversions between floating, integer and bool types pick the
// signed or unsigned LLVM conversion by the C++ type: uitofp for unsigned
// sources, fptoui for unsigned destinations (any width), float to bool is
// a comparison with 0.0 (une), bool promotes with zext and is stored as a
// byte.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-float-int-conversions.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-float-int-conversions.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
__device__ float a(unsigned u) { return u; }
__device__ double b(unsigned long long u) { return u; }
__device__ unsigned char c(float f) { return f; }
__device__ long long d(double f) { return f; }
__device__ bool e(float f) { return f; }
__device__ float g(bool b) { return b; }
__device__ int h(bool b) { return b + b; }

// CHECK-LABEL: define {{.*}}float @_Z1aj(
// CHECK: uitofp i32 %{{[0-9]+}} to float
// CHECK-LABEL: define {{.*}}double @_Z1by(
// CHECK: uitofp i64 %{{[0-9]+}} to double
// CHECK-LABEL: define {{.*}}i8 @_Z1cf(
// CHECK: fptoui float %{{[0-9]+}} to i8
// CHECK-LABEL: define {{.*}}i64 @_Z1dd(
// CHECK: fptosi double %{{[0-9]+}} to i64
// CHECK-LABEL: define {{.*}}i1 @_Z1ef(
// CHECK: fcmp une float %{{[0-9]+}}, 0.000000e+00
// CHECK-LABEL: define {{.*}}float @_Z1gb(
// CHECK: zext i1 %b to i8
// CHECK: store i8
// CHECK: uitofp i1 %{{[0-9]+}} to float
// CHECK-LABEL: define {{.*}}i32 @_Z1hb(
// CHECK: zext i1 %{{[0-9]+}} to i32
// CHECK: zext i1 %{{[0-9]+}} to i32
// CHECK: add i32
