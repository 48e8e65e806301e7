// The scalar types: bool, the character types, every integer width signed
// and unsigned, float, double, size_t and the <cstdint> types: their sizes
// (static_assert) and their LLVM types in parameters and returns, per target.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/types-scalars.sm_70.ll
// RUN: %FileCheck %s --input-file %t/types-scalars.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstdint>
#include <cstddef>

static_assert(sizeof(bool) == 1, "");
static_assert(sizeof(char) == 1 && sizeof(signed char) == 1 && sizeof(unsigned char) == 1, "");
static_assert(sizeof(short) == 2 && sizeof(unsigned short) == 2, "");
static_assert(sizeof(int) == 4 && sizeof(unsigned) == 4, "");
static_assert(sizeof(long) == 8 && sizeof(unsigned long) == 8, "");
static_assert(sizeof(long long) == 8 && sizeof(unsigned long long) == 8, "");
static_assert(sizeof(float) == 4 && sizeof(double) == 8, "");
static_assert(sizeof(size_t) == 8, "");
static_assert(sizeof(int8_t) == 1 && sizeof(uint8_t) == 1, "");
static_assert(sizeof(int16_t) == 2 && sizeof(uint16_t) == 2, "");
static_assert(sizeof(int32_t) == 4 && sizeof(uint32_t) == 4, "");
static_assert(sizeof(int64_t) == 8 && sizeof(uint64_t) == 8, "");
static_assert(sizeof(char16_t) == 2 && sizeof(char32_t) == 4 && sizeof(wchar_t) == 4, "");
static_assert((unsigned char)-1 == 255 && (signed char)200 == -56, "");
static_assert((uint16_t)70000 == 4464 && (int16_t)40000 == -25536, "");
static_assert((uint64_t)-1 == 18446744073709551615ull, "");

__device__ bool    f_bool(bool a)          { return !a; }
__device__ char    f_char(char a)          { return a + 1; }
__device__ unsigned char f_uchar(signed char a) { return a; }
__device__ short   f_short(unsigned short a) { return a; }
__device__ long    f_long(unsigned long a) { return a; }
__device__ long long f_ll(unsigned long long a) { return a; }
__device__ size_t  f_size(int8_t a, uint8_t b, int16_t c, uint16_t d, int32_t e, uint32_t f, int64_t g, uint64_t h) { return a + b + c + d + e + f + g + h; }
__device__ double  f_double(float a)       { return a; }

__global__ void k(int* p) {
  p[0] = f_bool(p[1]) + f_char(p[2]) + f_uchar(p[3]) + f_short(p[4]) + f_long(p[5]) + f_ll(p[6])
       + f_size(1, 2, 3, 4, 5, 6, 7, 8) + (int)f_double(1.5f);
}

// CHECK-LABEL: define {{.*}}i1 @_Z6f_boolb(i1 %a)
// CHECK: xor i1 %{{[0-9]+}}, true
// CHECK-LABEL: define {{.*}}i8 @_Z6f_charc(i8 %a)
// CHECK: sext i8 %{{[0-9]+}} to i32
// CHECK: add i32 %{{[0-9]+}}, 1
// CHECK: trunc i32 %{{[0-9]+}} to i8
// CHECK-LABEL: define {{.*}}i8 @_Z7f_uchara(i8 %a)
// CHECK-LABEL: define {{.*}}i16 @_Z7f_shortt(i16 %a)
// CHECK-LABEL: define {{.*}}i64 @_Z6f_longm(i64 %a)
// CHECK-LABEL: define {{.*}}i64 @_Z4f_lly(i64 %a)
// CHECK-LABEL: define {{.*}}i64 @_Z6f_sizeahstijlm(i8 %a, i8 %b, i16 %c, i16 %d, i32 %e, i32 %f, i64 %g, i64 %h)
// CHECK: sext i8 %{{[0-9]+}} to i32
// CHECK: zext i8 %{{[0-9]+}} to i32
// CHECK: sext i16 %{{[0-9]+}} to i32
// CHECK: zext i16 %{{[0-9]+}} to i32
// CHECK: zext i32 %{{[0-9]+}} to i64
// CHECK-LABEL: define {{.*}}double @_Z8f_doublef(float %a)
// CHECK: fpext float %{{[0-9]+}} to double
