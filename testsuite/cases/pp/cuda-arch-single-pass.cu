// One pass: __CUDA_ARCH__ has a value (x10) only when exactly one target,
// an NVIDIA one, is named; with several targets it is undefined (and each
// test of it warns, see driver/cuda-arch-macros.cu), as without NVIDIA
// targets.
// RUN: %circle-rs -E -P %s -sm_70 | %FileCheck %s --check-prefix=ONE
// ONE: arch = 700;
// RUN: %circle-rs -E -P %s -sm_52 -gfx1100 -sm_70 2>/dev/null | %FileCheck %s --check-prefix=NONE
// RUN: %circle-rs -E -P %s -gfx1100 | %FileCheck %s --check-prefix=NONE
// NONE: arch = none;
// RUN: %circle-rs -E -P %s | %FileCheck %s --check-prefix=NONE
#ifdef __CUDA_ARCH__
int arch = __CUDA_ARCH__;
#else
int arch = none;
#endif
// RUN: %circle-rs -E -P %s | %FileCheck %s --check-prefix=PREDEF
// PREDEF: cplusplus = 201703L; int cudacc = 1; int circle = {{[0-9]+}};
long cplusplus = __cplusplus; int cudacc = __CUDACC__; int circle = __circle_rs__;
