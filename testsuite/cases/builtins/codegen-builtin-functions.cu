// The builtin functions in device code for NVPTX and AMDGPU: with
// constant operands LLVM folds them to the values the interpreter and the
// host compute (k_fold; clang's values); with run-time operands every one
// lowers to code ptxas and ld.lld accept (k_all): llvm.memcpy/memmove/
// memset, byte loops for memcmp/strlen/strcmp/strncmp/memchr/strchr, bit
// intrinsics, fcmp classification, the <cmath> intrinsics both backends
// select, checked arithmetic. __builtin_is_constant_evaluated() is false.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-builtin-functions.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-builtin-functions.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=ALL --input-file %t/codegen-builtin-functions.sm_70.ll
// RUN: %circle-rs validate %t
__global__ void k_fold(int* out, double* d, float* f) {
  out[0] = __builtin_clz(1);
  out[1] = __builtin_ctzll(8ull);
  out[2] = __builtin_popcountl(255ul);
  out[3] = __builtin_parity(7) + 10 * __builtin_ffs(0) + 100 * __builtin_ffs(12);
  out[4] = __builtin_bswap32(0x12345678u);
  int r;
  out[5] = __builtin_add_overflow(2147483647, 1, &r);
  out[6] = r;
  unsigned char uc;
  out[7] = __builtin_mul_overflow(16, 16, &uc) * 1000 + uc;
  out[8] = __builtin_is_constant_evaluated();
  out[9] = __builtin_isnan(__builtin_nan("")) + 10 * __builtin_isinf_sign(-__builtin_inf()) + 100 * __builtin_fpclassify(0, 1, 2, 3, 4, 1e-310);
  out[10] = __builtin_isless(1.0, 2.0) + 10 * __builtin_isunordered(__builtin_nan(""), 1.0) + 100 * __builtin_signbit(-0.0);
  d[0] = __builtin_floor(-1.5) + __builtin_ceil(1.2) + __builtin_trunc(-2.7) + __builtin_round(2.5);
  d[1] = __builtin_sqrt(16.0) + __builtin_fma(2.0, 3.0, 1.0) + __builtin_copysign(3.0, -1.0) + __builtin_fmax(-1.0, 2.0);
  int e;
  double ip;
  d[2] = __builtin_frexp(48.0, &e) + e + __builtin_modf(-3.25, &ip) + ip + __builtin_ldexp(3.0, 4);
  f[0] = __builtin_rintf(2.5f) + __builtin_fabsf(-1.25f) + __builtin_fminf(1.0f, 0.5f);
  out[11] = __builtin_ilogb(1000.0) + 100 * (int)__builtin_lround(-2.5);
  out[12] = __builtin_memcmp("abc", "abd", 3) < 0;
  out[13] = (int)__builtin_strlen("hello");
}

__global__ void k_all(int* out, float* f, double* d, char* buf, const char* s) {
  __builtin_memcpy(buf, s, 6);
  __builtin_memmove(buf + 1, buf, 5);
  __builtin_memset(buf, 'x', 3);
  out[0] = __builtin_memcmp(buf, s, 3) + __builtin_strcmp(buf, s) + __builtin_strncmp(buf, s, 2) + (int)__builtin_strlen(s);
  out[1] = __builtin_strchr(s, 'l') - s + ((const char*)__builtin_memchr(s, 'o', 5) - s);
  out[2] = __builtin_clz(out[3]) + __builtin_ctzll(out[4]) + __builtin_popcountl(out[5]) + __builtin_parity(out[6]) + __builtin_ffs(out[7]);
  out[3] = __builtin_bswap32(out[8]) + __builtin_bswap16(out[9]) + (int)__builtin_bswap64(out[10]);
  int r; out[4] = __builtin_add_overflow(out[11], out[12], &r) + r;
  unsigned char uc; out[5] = __builtin_mul_overflow(out[13], 16u, &uc) + uc;
  out[6] = (int)__builtin_expect(out[14], 1) + __builtin_is_constant_evaluated();
  double x = d[0]; float y = f[0];
  out[7] = __builtin_isnan(x) + __builtin_isinf(y) + __builtin_isfinite(x) + __builtin_isnormal(y) + __builtin_isinf_sign(x) + __builtin_signbit(x) + __builtin_fpclassify(0,1,2,3,4,x);
  out[8] = __builtin_isless(x, y) + __builtin_isunordered(x, y) + __builtin_islessgreater(x, 1.0) + __builtin_isgreaterequal(y, 2.0f) + __builtin_islessequal(x, x) + __builtin_isgreater(y, y);
  d[1] = __builtin_floor(x) + __builtin_ceil(x) + __builtin_trunc(x) + __builtin_round(x) + __builtin_sqrt(x) + __builtin_fabs(x) + __builtin_rint(x) + __builtin_nearbyint(x);
  f[1] = __builtin_floorf(y) + __builtin_sqrtf(y) + __builtin_fminf(y, 1.0f) + __builtin_fmaxf(y, 2.0f) + __builtin_copysignf(y, -1.0f) + __builtin_fmaf(y, y, y);
  int e; double ip; d[2] = __builtin_frexp(x, &e) + e + __builtin_modf(x, &ip) + ip + __builtin_ldexp(x, 3) + __builtin_ilogb(x) + __builtin_lround(x) + __builtin_fdim(x, 1.0) + __builtin_logb(x) + __builtin_llrint(x) + __builtin_scalbln(x, 2l);
  out[9] = __builtin_abs(out[15]) + (int)__builtin_labs(out[16]) + (__builtin_assume_aligned(buf, 4) != 0);
  d[3] = __builtin_huge_val() + __builtin_nan("") + __builtin_inff();
  if (out[17]) __builtin_unreachable();
  if (out[18]) __builtin_trap();
  if (out[19]) __builtin_abort();
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z6k_foldPiPdPf(
// CHECK: store i32 31, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 3,
// CHECK: store i32 8,
// CHECK: store i32 301,
// CHECK: store i32 2018915346,
// CHECK: store i32 1,
// CHECK: store i32 -2147483648,
// CHECK: store i32 1000,
// CHECK: store i32 0,
// CHECK: store i32 291,
// CHECK: store i32 111,
// CHECK: store double 1.000000e+00, ptr {{(addrspace\(1\) )?}}%d
// CHECK: store double 1.000000e+01,
// CHECK: store double 5.150000e+01,
// CHECK: store float 3.750000e+00, ptr {{(addrspace\(1\) )?}}%f
// CHECK: store i32 -291,
// CHECK: store i32 1,
// CHECK: store i32 5,
// CHECK: ret void

// ALL-LABEL: define ptx_kernel void @_Z5k_allPiPfPdPcPKc(
// ALL-DAG: call void @llvm.memcpy
// ALL-DAG: call void @llvm.memmove
// ALL-DAG: call void @llvm.memset
// ALL-DAG: call {{.*}}i32 @llvm.ctlz.i32
// ALL-DAG: call {{.*}}@llvm.bswap.i32
// ALL-DAG: call double @llvm.floor.f64
// ALL-DAG: call double @llvm.sqrt.f64
// ALL-DAG: call float @llvm.fma.f32
// ALL-DAG: call { double, i32 } @llvm.frexp.f64.i32
// ALL-NOT: call {{.*}}@__circle
