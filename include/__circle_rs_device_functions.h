// circle-rs bundled header: the CUDA device functions that NVIDIA's
// cuda_runtime.h brings through crt/device_functions.h and
// sm_*_intrinsics.h, written on circle-rs's builtins so that they lower
// for both vendors. Included by <cuda_runtime.h> (itself included
// implicitly into every .cu file).
//
// Compiler builtins, not declared here: __syncthreads, __syncwarp,
// __threadfence*, __shfl*_sync, __ballot_sync, __any_sync, __all_sync,
// __activemask, clock64, atomicAdd/Sub/Exch/Min/Max/And/Or/Xor/CAS,
// __nv_atomic_*, printf, and the C math functions (sqrtf, expf, ...),
// which need no declaration.
//
// The fast-math functions (__expf, __sinf, __fdividef, ...) are the
// vendors' approximate instructions, as with nvcc (see below).
#ifndef __CIRCLE_RS_DEVICE_FUNCTIONS_H
#define __CIRCLE_RS_DEVICE_FUNCTIONS_H

// -- integer intrinsics ------------------------------------------------------
static inline __device__ int __popc(unsigned int x) { return __builtin_popcount(x); }
static inline __device__ int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
// CUDA defines __clz(0) as 32 (the builtin's result at 0 is undefined).
static inline __device__ int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
static inline __device__ int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
static inline __device__ int __ffs(int x) { return __builtin_ffs(x); }
static inline __device__ int __ffsll(long long x) { return __builtin_ffsll(x); }
// The swap ladder LLVM recognizes as llvm.bitreverse (brev.b32 / v_bfrev).
static inline __device__ unsigned int __brev(unsigned int x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(x);
}
static inline __device__ unsigned long long __brevll(unsigned long long x) {
    return ((unsigned long long)__brev((unsigned int)x) << 32) | __brev((unsigned int)(x >> 32));
}
static inline __device__ int __mul24(int x, int y) { return (int)((x << 8) >> 8) * (int)((y << 8) >> 8); }
static inline __device__ unsigned int __umul24(unsigned int x, unsigned int y) { return (x & 0xffffffu) * (y & 0xffffffu); }
static inline __device__ int __mulhi(int x, int y) { return (int)(((long long)x * (long long)y) >> 32); }
static inline __device__ unsigned int __umulhi(unsigned int x, unsigned int y) {
    return (unsigned int)(((unsigned long long)x * (unsigned long long)y) >> 32);
}
static inline __device__ long long __mul64hi(long long x, long long y) { return (long long)(((__int128)x * (__int128)y) >> 64); }
static inline __device__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y) {
    return (unsigned long long)(((unsigned __int128)x * (unsigned __int128)y) >> 64);
}
static inline __device__ unsigned int __sad(int x, int y, unsigned int z) { return (x > y ? (unsigned int)(x - y) : (unsigned int)(y - x)) + z; }
static inline __device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z) { return (x > y ? x - y : y - x) + z; }
static inline __device__ int __rhadd(int x, int y) { return (int)(((long long)x + (long long)y + 1) >> 1); }
static inline __device__ unsigned int __urhadd(unsigned int x, unsigned int y) { return (unsigned int)(((unsigned long long)x + y + 1) >> 1); }
static inline __device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)((v << (shift & 31)) >> 32);
}
static inline __device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) {
    unsigned long long v = ((unsigned long long)hi << 32) | lo;
    return (unsigned int)(v >> (shift & 31));
}
static inline __device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned int r = 0;
    for (int i = 0; i < 4; ++i) {
        unsigned int sel = (s >> (4 * i)) & 7u;
        r |= (unsigned int)((v >> (8 * sel)) & 0xffu) << (8 * i);
    }
    return r;
}

// -- min and max, as CUDA's math_functions.hpp overloads them ----------------
// Under the toolkit's headers (<__circle_rs_cuda_wrapper.h>) its own
// math_functions.hpp defines these overloads (read with __CUDA_ARCH__
// undefined, so with bodies for umin, llmax ... too).
#ifndef __CIRCLE_RS_CUDA_TOOLKIT
static inline __host__ __device__ int min(int a, int b) { return a < b ? a : b; }
static inline __host__ __device__ unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
static inline __host__ __device__ unsigned int min(int a, unsigned int b) { return min((unsigned int)a, b); }
static inline __host__ __device__ unsigned int min(unsigned int a, int b) { return min(a, (unsigned int)b); }
static inline __host__ __device__ long min(long a, long b) { return a < b ? a : b; }
static inline __host__ __device__ unsigned long min(unsigned long a, unsigned long b) { return a < b ? a : b; }
static inline __host__ __device__ long long min(long long a, long long b) { return a < b ? a : b; }
static inline __host__ __device__ unsigned long long min(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
static inline __host__ __device__ float min(float a, float b) { return __builtin_fminf(a, b); }
static inline __host__ __device__ double min(double a, double b) { return __builtin_fmin(a, b); }
static inline __host__ __device__ int max(int a, int b) { return a > b ? a : b; }
static inline __host__ __device__ unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
static inline __host__ __device__ unsigned int max(int a, unsigned int b) { return max((unsigned int)a, b); }
static inline __host__ __device__ unsigned int max(unsigned int a, int b) { return max(a, (unsigned int)b); }
static inline __host__ __device__ long max(long a, long b) { return a > b ? a : b; }
static inline __host__ __device__ unsigned long max(unsigned long a, unsigned long b) { return a > b ? a : b; }
static inline __host__ __device__ long long max(long long a, long long b) { return a > b ? a : b; }
static inline __host__ __device__ unsigned long long max(unsigned long long a, unsigned long long b) { return a > b ? a : b; }
static inline __host__ __device__ float max(float a, float b) { return __builtin_fmaxf(a, b); }
static inline __host__ __device__ double max(double a, double b) { return __builtin_fmax(a, b); }
static inline __host__ __device__ unsigned int umin(unsigned int a, unsigned int b) { return min(a, b); }
static inline __host__ __device__ unsigned int umax(unsigned int a, unsigned int b) { return max(a, b); }
static inline __host__ __device__ long long llmin(long long a, long long b) { return min(a, b); }
static inline __host__ __device__ long long llmax(long long a, long long b) { return max(a, b); }
static inline __host__ __device__ unsigned long long ullmin(unsigned long long a, unsigned long long b) { return min(a, b); }
static inline __host__ __device__ unsigned long long ullmax(unsigned long long a, unsigned long long b) { return max(a, b); }
#endif

// -- reinterpretation and conversions ----------------------------------------
static inline __device__ int __float_as_int(float x) { return __builtin_bit_cast(int, x); }
static inline __device__ unsigned int __float_as_uint(float x) { return __builtin_bit_cast(unsigned int, x); }
static inline __device__ float __int_as_float(int x) { return __builtin_bit_cast(float, x); }
static inline __device__ float __uint_as_float(unsigned int x) { return __builtin_bit_cast(float, x); }
static inline __device__ long long __double_as_longlong(double x) { return __builtin_bit_cast(long long, x); }
static inline __device__ double __longlong_as_double(long long x) { return __builtin_bit_cast(double, x); }
static inline __device__ int __double2hiint(double x) { return (int)(__double_as_longlong(x) >> 32); }
static inline __device__ int __double2loint(double x) { return (int)__double_as_longlong(x); }
static inline __device__ double __hiloint2double(int hi, int lo) {
    return __longlong_as_double((long long)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo));
}
static inline __device__ int __float2int_rn(float x) { return (int)__builtin_rintf(x); }
static inline __device__ int __float2int_rz(float x) { return (int)x; }
static inline __device__ int __float2int_rd(float x) { return (int)__builtin_floorf(x); }
static inline __device__ int __float2int_ru(float x) { return (int)__builtin_ceilf(x); }
static inline __device__ unsigned int __float2uint_rn(float x) { return (unsigned int)__builtin_rintf(x); }
static inline __device__ unsigned int __float2uint_rz(float x) { return (unsigned int)x; }
static inline __device__ long long __float2ll_rn(float x) { return (long long)__builtin_rintf(x); }
static inline __device__ long long __float2ll_rz(float x) { return (long long)x; }
static inline __device__ int __double2int_rn(double x) { return (int)__builtin_rint(x); }
static inline __device__ int __double2int_rz(double x) { return (int)x; }
static inline __device__ float __double2float_rn(double x) { return (float)x; }
static inline __device__ float __int2float_rn(int x) { return (float)x; }
static inline __device__ float __uint2float_rn(unsigned int x) { return (float)x; }
static inline __device__ double __int2double_rn(int x) { return (double)x; }
static inline __device__ float __ll2float_rn(long long x) { return (float)x; }

// -- single and double precision intrinsics ----------------------------------
// The fast-math functions are the vendors' approximations, as nvcc and
// clang's CUDA headers make them: libdevice's __nv_fast_* (ex2.approx,
// lg2.approx, sin.approx, cos.approx, div.approx on NVIDIA) and ocml's
// __ocml_native_* (v_exp_f32, v_log_f32, v_sin_f32, v_cos_f32 on AMD, as
// HIP's headers). The choice is made per module by `if codegen`.
extern "C" {
__device__ float __nv_fast_expf(float);
__device__ float __nv_fast_exp10f(float);
__device__ float __nv_fast_logf(float);
__device__ float __nv_fast_log2f(float);
__device__ float __nv_fast_log10f(float);
__device__ float __nv_fast_sinf(float);
__device__ float __nv_fast_cosf(float);
__device__ float __nv_fast_tanf(float);
__device__ void __nv_fast_sincosf(float, float*, float*);
__device__ float __nv_fast_powf(float, float);
__device__ float __nv_fast_fdividef(float, float);
__device__ float __ocml_native_exp_f32(float);
__device__ float __ocml_native_exp2_f32(float);
__device__ float __ocml_native_exp10_f32(float);
__device__ float __ocml_native_log_f32(float);
__device__ float __ocml_native_log2_f32(float);
__device__ float __ocml_native_log10_f32(float);
__device__ float __ocml_native_sin_f32(float);
__device__ float __ocml_native_cos_f32(float);
__device__ float __ocml_native_recip_f32(float);
}
static inline __device__ float __expf(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_exp_f32(x);
    else return __nv_fast_expf(x);
}
static inline __device__ float __exp10f(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_exp10_f32(x);
    else return __nv_fast_exp10f(x);
}
static inline __device__ float __logf(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_log_f32(x);
    else return __nv_fast_logf(x);
}
static inline __device__ float __log2f(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_log2_f32(x);
    else return __nv_fast_log2f(x);
}
static inline __device__ float __log10f(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_log10_f32(x);
    else return __nv_fast_log10f(x);
}
static inline __device__ float __sinf(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_sin_f32(x);
    else return __nv_fast_sinf(x);
}
static inline __device__ float __cosf(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_cos_f32(x);
    else return __nv_fast_cosf(x);
}
static inline __device__ float __tanf(float x) {
    if codegen(__is_amdgpu_target) return __ocml_native_sin_f32(x) * __ocml_native_recip_f32(__ocml_native_cos_f32(x));
    else return __nv_fast_tanf(x);
}
static inline __device__ void __sincosf(float x, float* s, float* c) {
    if codegen(__is_amdgpu_target) { *s = __ocml_native_sin_f32(x); *c = __ocml_native_cos_f32(x); }
    else __nv_fast_sincosf(x, s, c);
}
static inline __device__ float __powf(float x, float y) {
    if codegen(__is_amdgpu_target) return __ocml_native_exp2_f32(y * __ocml_native_log2_f32(x));
    else return __nv_fast_powf(x, y);
}
static inline __device__ float __fdividef(float x, float y) {
    if codegen(__is_amdgpu_target) return x * __ocml_native_recip_f32(y);
    else return __nv_fast_fdividef(x, y);
}
static inline __device__ float __frcp_rn(float x) { return 1.0f / x; }
static inline __device__ float __fsqrt_rn(float x) { return __builtin_sqrtf(x); }
static inline __device__ float __frsqrt_rn(float x) { return 1.0f / __builtin_sqrtf(x); }
static inline __device__ float __fadd_rn(float x, float y) { return x + y; }
static inline __device__ float __fsub_rn(float x, float y) { return x - y; }
static inline __device__ float __fmul_rn(float x, float y) { return x * y; }
static inline __device__ float __fdiv_rn(float x, float y) { return x / y; }
static inline __device__ float __fmaf_rn(float x, float y, float z) { return __builtin_fmaf(x, y, z); }
// NaN saturates to 0, as CUDA's __saturatef.
static inline __device__ float __saturatef(float x) { return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f); }
static inline __device__ double __dadd_rn(double x, double y) { return x + y; }
static inline __device__ double __dsub_rn(double x, double y) { return x - y; }
static inline __device__ double __dmul_rn(double x, double y) { return x * y; }
static inline __device__ double __ddiv_rn(double x, double y) { return x / y; }
static inline __device__ double __drcp_rn(double x) { return 1.0 / x; }
static inline __device__ double __dsqrt_rn(double x) { return __builtin_sqrt(x); }
static inline __device__ double __fma_rn(double x, double y, double z) { return __builtin_fma(x, y, z); }
static inline __host__ __device__ float rsqrtf(float x) { return 1.0f / __builtin_sqrtf(x); }
static inline __host__ __device__ double rsqrt(double x) { return 1.0 / __builtin_sqrt(x); }
static inline __host__ __device__ float saturatef(float x) { return x >= 1.0f ? 1.0f : (x > 0.0f ? x : 0.0f); }

// -- loads through the read-only path: plain loads here ----------------------
template <class T> static inline __device__ T __ldg(const T* p) { return *p; }
template <class T> static inline __device__ T __ldcg(const T* p) { return *p; }
template <class T> static inline __device__ T __ldca(const T* p) { return *p; }
template <class T> static inline __device__ T __ldcs(const T* p) { return *p; }
template <class T> static inline __device__ T __ldlu(const T* p) { return *p; }
template <class T> static inline __device__ T __ldcv(const T* p) { return *p; }

// -- atomics beyond the builtins ---------------------------------------------
// ((old >= v) ? 0 : old + 1) and (((old == 0) || (old > v)) ? v : old - 1).
static inline __device__ unsigned int atomicInc(unsigned int* p, unsigned int v) {
    unsigned int old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, assumed >= v ? 0u : assumed + 1u);
    } while (old != assumed);
    return old;
}
static inline __device__ unsigned int atomicDec(unsigned int* p, unsigned int v) {
    unsigned int old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, (assumed == 0u || assumed > v) ? v : assumed - 1u);
    } while (old != assumed);
    return old;
}
// The block- and system-scoped forms (sm_60's atomicAdd_block, ...).
#define __CIRCLE_RS_SCOPED_ATOMIC(NAME, BUILTIN)                                                    \
    template <class T> static inline __device__ T NAME##_block(T* p, T v) {                        \
        return BUILTIN(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);                         \
    }                                                                                               \
    template <class T> static inline __device__ T NAME##_system(T* p, T v) {                       \
        return BUILTIN(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);                        \
    }
__CIRCLE_RS_SCOPED_ATOMIC(atomicAdd, __nv_atomic_fetch_add)
__CIRCLE_RS_SCOPED_ATOMIC(atomicSub, __nv_atomic_fetch_sub)
__CIRCLE_RS_SCOPED_ATOMIC(atomicExch, __nv_atomic_exchange_n)
__CIRCLE_RS_SCOPED_ATOMIC(atomicMin, __nv_atomic_fetch_min)
__CIRCLE_RS_SCOPED_ATOMIC(atomicMax, __nv_atomic_fetch_max)
__CIRCLE_RS_SCOPED_ATOMIC(atomicAnd, __nv_atomic_fetch_and)
__CIRCLE_RS_SCOPED_ATOMIC(atomicOr, __nv_atomic_fetch_or)
__CIRCLE_RS_SCOPED_ATOMIC(atomicXor, __nv_atomic_fetch_xor)
#undef __CIRCLE_RS_SCOPED_ATOMIC

#endif
