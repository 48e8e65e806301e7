// Codegen-time constants, evaluated per target module: __warp_size (32 on
// NVIDIA, the wave size on AMD), __is_nvvm_target, __is_amdgpu_target,
// __nvvm_arch of the implicit `enum class nvvm_arch_t : int` with one
// sm_XX enumerator per distinct compute capability of the targets (AMD
// targets get 5.0 from the compute-capability rule: sm_50), compared with
// enumerators and with integers by underlying value, and `@codegen` objects
// initialized from them. Each module keeps only its own stores (at -O0:
// pruned by the code generator, not by the optimizer).
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx90a -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/codegen-constants.sm_70.ll
// RUN: %FileCheck %s --check-prefix=SM90 --input-file %t/codegen-constants.sm_90.ll
// RUN: %FileCheck %s --check-prefix=GFX90A --input-file %t/codegen-constants.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=GFX1100 --input-file %t/codegen-constants.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=SM70N --input-file %t/codegen-constants.sm_70.ll
// RUN: %FileCheck %s --check-prefix=SM90N --input-file %t/codegen-constants.sm_90.ll
// RUN: %FileCheck %s --check-prefix=GFX90AN --input-file %t/codegen-constants.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=GFX1100N --input-file %t/codegen-constants.gfx1100.ll
// RUN: %circle-rs validate %t
// The enumerators follow the target set: with only sm_70, nvvm_arch_t::sm_90
// and nvvm_arch_t::sm_50 do not exist.
// RUN: %circle-rs -verify %s -sm_70 -fsyntax-only -DONLY_SM70

#ifndef ONLY_SM70
static_assert(sizeof(nvvm_arch_t) == 4, "enum class nvvm_arch_t : int");

__global__ void k(int* p) {
  @codegen int ws = __warp_size;
  @codegen int arch10 = (int)__nvvm_arch * 10;
  if codegen(ws == 64) p[0] = 6400; else p[0] = 3200;
  if codegen(__is_nvvm_target) p[1] = 1111;
  if codegen(__is_amdgpu_target) p[1] = 2222;
  if codegen(__nvvm_arch == nvvm_arch_t::sm_70) p[2] = 7070;
  else if codegen(__nvvm_arch == nvvm_arch_t::sm_90) p[2] = 9090;
  else if codegen(__nvvm_arch == nvvm_arch_t::sm_50) p[2] = 5050;
  if codegen(arch10 >= 800) p[3] = 800; else p[3] = 799;
  if codegen(__nvvm_arch > 60 && __nvvm_arch < 80) p[4] = 6080;
}

// SM70-LABEL: define ptx_kernel void @_Z1kPi(
// SM70-DAG: store i32 3200,
// SM70-DAG: store i32 1111,
// SM70-DAG: store i32 7070,
// SM70-DAG: store i32 799,
// SM70-DAG: store i32 6080,
// SM70N-NOT: {{6400|2222|9090|5050| 800,}}
// SM70: ret void

// SM90-LABEL: define ptx_kernel void @_Z1kPi(
// SM90-DAG: store i32 3200,
// SM90-DAG: store i32 1111,
// SM90-DAG: store i32 9090,
// SM90-DAG: store i32 800,
// SM90N-NOT: {{6400|2222|7070|5050|799|6080}}
// SM90: ret void

// GFX90A-LABEL: define amdgpu_kernel void @_Z1kPi(
// GFX90A-DAG: store i32 6400,
// GFX90A-DAG: store i32 2222,
// GFX90A-DAG: store i32 5050,
// GFX90A-DAG: store i32 799,
// GFX90AN-NOT: {{3200|1111|7070|9090| 800,|6080}}
// GFX90A: ret void

// GFX1100-LABEL: define amdgpu_kernel void @_Z1kPi(
// GFX1100-DAG: store i32 3200,
// GFX1100-DAG: store i32 2222,
// GFX1100-DAG: store i32 5050,
// GFX1100-DAG: store i32 799,
// GFX1100N-NOT: {{6400|1111|7070|9090| 800,|6080}}
// GFX1100: ret void
#else
__global__ void k(int* p) {
  if codegen(__nvvm_arch == nvvm_arch_t::sm_70) p[0] = 1;
  if codegen(__nvvm_arch == nvvm_arch_t::sm_90) p[0] = 2;   // expected-error {{no member named 'sm_90' in 'nvvm_arch_t'}}
  if codegen(__nvvm_arch == nvvm_arch_t::sm_50) p[0] = 3;   // expected-error {{no member named 'sm_50' in 'nvvm_arch_t'}}
}
#endif
