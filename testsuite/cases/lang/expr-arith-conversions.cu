// Usual arithmetic conversions and integral promotions: char/short promote
// to int; signed vs unsigned of the same rank compares unsigned; int with
// long long widens; unsigned division/shift/remainder are udiv/lshr/urem,
// signed ones sdiv/ashr/srem; int with float converts to float, float with
// double to double. Values checked at compile time, instructions at -O0.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-arith-conversions.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-arith-conversions.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

static_assert(-1 < 1u == false, "int converts to unsigned");
static_assert(-1 < 1ll, "both signed");
static_assert(-1L < 1u, "unsigned int converts to long");
static_assert((char)100 + (char)100 == 200, "char promotes to int");
static_assert((unsigned short)65535 + 1 == 65536, "unsigned short promotes to int");
static_assert(-7 / 2 == -3 && -7 % 2 == -1, "truncation toward zero");
static_assert(7u / 2 == 3 && 0xFFFFFFFFu >> 28 == 15, "");
static_assert(-16 >> 2 == -4, "arithmetic shift of a negative int");
static_assert(sizeof(1 + 1ll) == 8 && sizeof('a' + 'b') == 4 && sizeof(1 + 1.0f) == 4 && sizeof(1.0f + 1.0) == 8, "");
static_assert(1u - 2 == 4294967295u, "unsigned wraps");

__device__ int      s_div(int a, int b)           { return a / b + a % b + (a >> b); }
__device__ unsigned u_div(unsigned a, unsigned b) { return a / b + a % b + (a >> b); }
__device__ bool     mixed_cmp(int a, unsigned b)  { return a < b; }
__device__ long long widen(int a, long long b)    { return a * b; }
__device__ int      promote(char a, short b)      { return a + b; }
__device__ float    to_float(int a, float b)      { return a + b; }
__device__ double   to_double(float a, double b)  { return a * b; }
__device__ unsigned mixed_uns(unsigned a, unsigned char c) { return a + c; }

__global__ void k(int* p, float* f, double* d) {
  p[0] = s_div(p[1], p[2]) + u_div(p[3], p[4]) + mixed_cmp(p[5], p[6]) + widen(p[7], p[8])
       + promote(p[9], p[10]) + mixed_uns(p[11], p[12]);
  f[0] = to_float(p[13], f[1]);
  d[0] = to_double(f[2], d[1]);
}

// CHECK-LABEL: define {{.*}}i32 @_Z5s_divii(
// CHECK: sdiv i32
// CHECK: srem i32
// CHECK: ashr i32
// CHECK-LABEL: define {{.*}}i32 @_Z5u_divjj(
// CHECK: udiv i32
// CHECK: urem i32
// CHECK: lshr i32
// CHECK-LABEL: define {{.*}}i1 @_Z9mixed_cmpij(
// CHECK: icmp ult i32
// CHECK-LABEL: define {{.*}}i64 @_Z5widenix(
// CHECK: sext i32 %{{[0-9]+}} to i64
// CHECK: mul i64
// CHECK-LABEL: define {{.*}}i32 @_Z7promotecs(
// CHECK: sext i8 %{{[0-9]+}} to i32
// CHECK: sext i16 %{{[0-9]+}} to i32
// CHECK: add i32
// CHECK-LABEL: define {{.*}}float @_Z8to_floatif(
// CHECK: sitofp i32 %{{[0-9]+}} to float
// CHECK: fadd contract float
// CHECK-LABEL: define {{.*}}double @_Z9to_doublefd(
// CHECK: fpext float %{{[0-9]+}} to double
// CHECK: fmul contract double
// CHECK-LABEL: define {{.*}}i32 @_Z9mixed_unsjh(
// CHECK: zext i8 %{{[0-9]+}} to i32
// CHECK: add i32
