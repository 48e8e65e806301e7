// <cuda_fp16.h>: circle-rs bundled header. Half precision as the
// arithmetic type _Float16 (IEEE binary16): arithmetic, comparisons and
// conversions are the language's, computed in half precision where the
// target has it (sm_53 and later, every AMD target) and through float
// otherwise, as clang does. NVIDIA's __half is a class holding the bits;
// here it is the arithmetic type itself, so it mangles as DF16_, not as
// the class 6__half.
#ifndef __CIRCLE_RS_CUDA_FP16_H
#define __CIRCLE_RS_CUDA_FP16_H

typedef _Float16 __half;
typedef __half half;
struct __half2 {
    __half x, y;
};
typedef __half2 half2;
struct __half_raw {
    unsigned short x;
};

static inline __host__ __device__ __half __float2half(float f) { return (__half)f; }
static inline __host__ __device__ __half __float2half_rn(float f) { return (__half)f; }
static inline __host__ __device__ __half __double2half(double d) { return (__half)d; }
static inline __host__ __device__ float __half2float(__half h) { return (float)h; }
static inline __host__ __device__ __half __int2half_rn(int i) { return (__half)i; }
static inline __host__ __device__ __half __uint2half_rn(unsigned int i) { return (__half)i; }
static inline __host__ __device__ int __half2int_rz(__half h) { return (int)h; }
static inline __host__ __device__ int __half2int_rn(__half h) { return (int)__builtin_rintf((float)h); }
static inline __host__ __device__ unsigned short __half_as_ushort(__half h) { return __builtin_bit_cast(unsigned short, h); }
static inline __host__ __device__ short __half_as_short(__half h) { return __builtin_bit_cast(short, h); }
static inline __host__ __device__ __half __ushort_as_half(unsigned short u) { return __builtin_bit_cast(__half, u); }
static inline __host__ __device__ __half __short_as_half(short s) { return __builtin_bit_cast(__half, s); }

static inline __host__ __device__ __half __hadd(__half a, __half b) { return a + b; }
static inline __host__ __device__ __half __hsub(__half a, __half b) { return a - b; }
static inline __host__ __device__ __half __hmul(__half a, __half b) { return a * b; }
static inline __host__ __device__ __half __hdiv(__half a, __half b) { return a / b; }
static inline __host__ __device__ __half __hneg(__half a) { return -a; }
static inline __host__ __device__ __half __habs(__half a) { return a < (__half)0 ? -a : a; }
static inline __host__ __device__ __half __hfma(__half a, __half b, __half c) { return (__half)__builtin_fmaf((float)a, (float)b, (float)c); }
static inline __host__ __device__ __half __hmax(__half a, __half b) { return a > b ? a : b; }
static inline __host__ __device__ __half __hmin(__half a, __half b) { return a < b ? a : b; }
static inline __host__ __device__ bool __heq(__half a, __half b) { return a == b; }
static inline __host__ __device__ bool __hne(__half a, __half b) { return a != b; }
static inline __host__ __device__ bool __hlt(__half a, __half b) { return a < b; }
static inline __host__ __device__ bool __hle(__half a, __half b) { return a <= b; }
static inline __host__ __device__ bool __hgt(__half a, __half b) { return a > b; }
static inline __host__ __device__ bool __hge(__half a, __half b) { return a >= b; }
static inline __host__ __device__ bool __hisnan(__half a) { return a != a; }
static inline __host__ __device__ __half hsqrt(__half a) { return (__half)__builtin_sqrtf((float)a); }
static inline __host__ __device__ __half hexp(__half a) { return (__half)__builtin_expf((float)a); }
static inline __host__ __device__ __half hlog(__half a) { return (__half)__builtin_logf((float)a); }

static inline __host__ __device__ __half2 __halves2half2(__half a, __half b) { __half2 r; r.x = a; r.y = b; return r; }
static inline __host__ __device__ __half2 __half2half2(__half a) { return __halves2half2(a, a); }
static inline __host__ __device__ __half2 __float2half2_rn(float f) { return __half2half2((__half)f); }
static inline __host__ __device__ __half2 __floats2half2_rn(float a, float b) { return __halves2half2((__half)a, (__half)b); }
static inline __host__ __device__ float __low2float(__half2 h) { return (float)h.x; }
static inline __host__ __device__ float __high2float(__half2 h) { return (float)h.y; }
static inline __host__ __device__ __half __low2half(__half2 h) { return h.x; }
static inline __host__ __device__ __half __high2half(__half2 h) { return h.y; }
static inline __host__ __device__ __half2 __hadd2(__half2 a, __half2 b) { return __halves2half2(a.x + b.x, a.y + b.y); }
static inline __host__ __device__ __half2 __hsub2(__half2 a, __half2 b) { return __halves2half2(a.x - b.x, a.y - b.y); }
static inline __host__ __device__ __half2 __hmul2(__half2 a, __half2 b) { return __halves2half2(a.x * b.x, a.y * b.y); }
static inline __host__ __device__ __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __halves2half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }

#endif
