// __CUDA_ARCH__ in a single-pass compiler: one translation serves every
// target and the host, so it has a value only when exactly one target, an
// NVIDIA one, is named; with several each test of it warns and points to
// 'if codegen'; without targets (host code only) it is undefined.
// __CUDA_ARCH_LIST__ lists every NVIDIA target, ascending, as nvcc's;
// __CUDACC__ and circle-rs's version macros are always defined.
// RUN: %circle-rs -E -P -nocudainc %s -sm_70 | %FileCheck %s --check-prefix=ONE
// ONE: int arch = 700;
// ONE: int list[] = {700};
// RUN: %circle-rs -E -P -nocudainc %s 2>&1 | %FileCheck %s --check-prefix=HOST
// HOST-NOT: warning
// HOST: int no_arch;
// HOST-NOT: list
// HOST: int cudacc = 1;
// HOST: int version = {{[0-9]+}} + {{[0-9]+}};
// RUN: %circle-rs -verify -fsyntax-only -nocudainc %s -sm_90 -sm_52 -gfx1100 -DSEVERAL
// RUN: %circle-rs -E -P -nocudainc %s -sm_90 -sm_52 -gfx1100 2>/dev/null | %FileCheck %s --check-prefix=LIST
// LIST: int list[] = {520,900};

#ifdef SEVERAL
// expected-warning@+2 {{'__CUDA_ARCH__' is undefined: this single-pass translation serves 3 targets and the host, so it has no one value [-Wcuda-arch-single-pass]}}
// expected-note@+1 {{test the target in code instead: 'if codegen(__nvvm_arch >= 70)'}}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#endif
// expected-warning@+4 {{'__CUDA_ARCH__' is undefined}}
// expected-note@+3 {{if codegen}}
#endif

#ifdef __CUDA_ARCH__
int arch = __CUDA_ARCH__;
#else
int no_arch;
#endif
#ifdef __CUDA_ARCH_LIST__
int list[] = {__CUDA_ARCH_LIST__};
#endif
int cudacc = __CUDACC__;
int version = __circle_rs_major__ + __circle_rs_minor__;
