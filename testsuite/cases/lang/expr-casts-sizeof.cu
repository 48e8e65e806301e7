// Casts: C-style, static_cast (numeric conversions, enum <-> int, to void),
// reinterpret_cast (pointer to pointer, pointer to integer and back); bool
// conversion (!= 0); float -> int truncation; sizeof on types, expressions
// (unevaluated) and arrays; alignof.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-casts-sizeof.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-casts-sizeof.gfx90a.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstdint>

enum class e8 : int8_t { a = -3 };
struct s3 { char c; double d; };

static_assert(static_cast<int>(2.9) == 2 && (int)-2.9 == -2, "truncation toward zero");
static_assert(static_cast<int>(e8::a) == -3, "enum class to int");
static_assert(static_cast<bool>(7) == true && (bool)0.0 == false, "");
static_assert(sizeof(s3) == 16 && alignof(s3) == 8 && alignof(char) == 1 && alignof(double) == 8, "");
static_assert(sizeof(int[10]) == 40 && sizeof(e8) == 1, "");

__device__ int unevaluated(int* p) {
  int n = 0;
  int s = sizeof(n++) + sizeof p[0] + sizeof(s3[3]);   // n++ is not evaluated
  return s + n;                                        // 4 + 4 + 48
}

__device__ int        c_style(float f)        { return (int)f; }
__device__ unsigned   to_unsigned(double d)   { return static_cast<unsigned>(d); }
__device__ bool       to_bool(int i)          { return static_cast<bool>(i); }
__device__ e8         to_enum(int i)          { return static_cast<e8>(i); }
__device__ uintptr_t  ptr_to_int(int* p)      { return reinterpret_cast<uintptr_t>(p); }
__device__ float*     int_to_ptr(uintptr_t u) { return reinterpret_cast<float*>(u); }
__device__ char*      ptr_to_ptr(int* p)      { return reinterpret_cast<char*>(p) + 1; }
__device__ void       discard(int i)          { static_cast<void>(i); (void)i; }

__global__ void k(int* p, float* f) {
  p[0] = c_style(f[0]) + to_unsigned(f[1]) + to_bool(p[1]) + (int)to_enum(p[2]) + unevaluated(p)
       + (int)ptr_to_int(p) + *int_to_ptr(p[3]) + *ptr_to_ptr(p);
  discard(p[4]);
}

// CHECK-LABEL: define {{.*}}i32 @_Z11unevaluatedPi(
// CHECK: store i32 0, ptr
// CHECK-NEXT: store i32 56, ptr
// CHECK-NEXT: load i32
// CHECK-NEXT: load i32
// CHECK-NEXT: add i32
// CHECK-NEXT: ret i32
// CHECK-LABEL: define {{.*}}i32 @_Z7c_stylef(
// CHECK: fptosi float %{{[0-9]+}} to i32
// CHECK-LABEL: define {{.*}}i32 @_Z11to_unsignedd(
// CHECK: fptoui double %{{[0-9]+}} to i32
// CHECK-LABEL: define {{.*}}i1 @_Z7to_booli(
// CHECK: icmp ne i32 %{{[0-9]+}}, 0
// CHECK-LABEL: define {{.*}}i8 @_Z7to_enumi(
// CHECK: trunc i32 %{{[0-9]+}} to i8
// CHECK-LABEL: define {{.*}}i64 @_Z10ptr_to_intPi(
// CHECK: ptrtoint ptr %{{[0-9]+}} to i64
// CHECK-LABEL: define {{.*}}ptr @_Z10int_to_ptrm(
// CHECK: inttoptr i64 %{{[0-9]+}} to ptr
// CHECK-LABEL: define {{.*}}ptr @_Z10ptr_to_ptrPi(
// CHECK: getelementptr inbounds i8, ptr %{{[0-9]+}}, i64 1
// CHECK-LABEL: define {{.*}}void @_Z7discardi(
// CHECK-NEXT: entry:
