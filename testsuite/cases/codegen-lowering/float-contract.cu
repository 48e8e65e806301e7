// Floating-point operations carry the `contract` fast-math flag, as clang
// emits CUDA/HIP by default (-ffp-contract=fast), so a*b+c becomes a fused
// multiply-add: llvm.fma / fma.rn.f32 / fma.rn.f64 in PTX and v_fma/v_fmac
// on AMD; no other fast-math flag is set (no reassoc, nnan, ninf).
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/float-contract.sm_70.ll
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/float-contract.gfx1100.ll
// RUN: ! grep -E 'reassoc|nnan|ninf|nsz|arcp|afn| fast ' %t0/float-contract.sm_70.ll %t0/float-contract.gfx1100.ll
// RUN: %circle-rs %s -sm_70 -gfx1100 -O3 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/float-contract.sm_70.ptx
// RUN: %circle-rs %s -gfx1100 -O3 --emit=obj -o %t.obj
// RUN: llvm-objdump-19 -d %t.obj/float-contract.gfx1100.o | %FileCheck %s --check-prefix=ISA
// RUN: %circle-rs validate %t

__device__ float fmaf_like(float a, float b, float c) { return a * b + c; }
__device__ double fma_like(double a, double b, double c) { return a * b - c; }
__device__ float ops(float a, float b) { return (a / b) - (a + b); }

__global__ void k(float* f, double* d) {
  f[0] = fmaf_like(f[1], f[2], f[3]) + ops(f[4], f[5]);
  d[0] = fma_like(d[1], d[2], d[3]);
}

// O0-LABEL: define {{.*}}float @_Z9fmaf_likefff(
// O0: fmul contract float
// O0: fadd contract float
// O0-LABEL: define {{.*}}double @_Z8fma_likeddd(
// O0: fmul contract double
// O0: fsub contract double
// O0-LABEL: define {{.*}}float @_Z3opsff(
// O0: fdiv contract float
// O0: fadd contract float
// O0: fsub contract float

// PTX-LABEL: .func  (.param .b32 func_retval0) _Z9fmaf_likefff(
// PTX: fma.rn.f32
// PTX-LABEL: .func  (.param .b64 func_retval0) _Z8fma_likeddd(
// PTX: fma.rn.f64

// ISA-LABEL: <_Z9fmaf_likefff>:
// ISA: v_fma{{c?}}_f32
