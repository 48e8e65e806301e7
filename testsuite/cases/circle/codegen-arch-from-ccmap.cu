// AMD targets get __nvvm_arch from the compute-capability map: with a map
// that gives gfx1100 8.6 and gfx90a 9.0, their modules see __nvvm_arch 86
// and 90, nvvm_arch_t has sm_86 and sm_90 (and no sm_50), and the same
// `if codegen` chains select per target by that value. Without a map, both
// are 5.0 (see codegen-constants.cu).
// RUN: %circle-rs %s --cuda-ccmap %S/Inputs/ccmap-86-90.conf -sm_70 -gfx1100 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/codegen-arch-from-ccmap.sm_70.ll
// RUN: %FileCheck %s --check-prefix=GFX1100 --input-file %t/codegen-arch-from-ccmap.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=GFX90A --input-file %t/codegen-arch-from-ccmap.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=SM70N --input-file %t/codegen-arch-from-ccmap.sm_70.ll
// RUN: %FileCheck %s --check-prefix=GFX1100N --input-file %t/codegen-arch-from-ccmap.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=GFX90AN --input-file %t/codegen-arch-from-ccmap.gfx90a.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs -verify %s --cuda-ccmap %S/Inputs/ccmap-86-90.conf -sm_70 -gfx1100 -gfx90a -fsyntax-only -DERRORS

#ifndef ERRORS
__global__ void k(int* p) {
  if codegen(__nvvm_arch == nvvm_arch_t::sm_70) p[0] = 7000;
  else if codegen(__nvvm_arch == nvvm_arch_t::sm_86) p[0] = 8600;
  else if codegen(__nvvm_arch == nvvm_arch_t::sm_90) p[0] = 9000;
  @codegen int arch = (int)__nvvm_arch;
  if codegen(arch > 80 && __is_amdgpu_target) p[1] = 1;
}
// SM70-LABEL: define ptx_kernel void @_Z1kPi(
// SM70: store i32 7000,
// SM70N-NOT: {{8600|9000|store i32 1,}}
// GFX1100-LABEL: define amdgpu_kernel void @_Z1kPi(
// GFX1100: store i32 8600,
// GFX1100: store i32 1,
// GFX1100N-NOT: {{7000|9000}}
// GFX90A-LABEL: define amdgpu_kernel void @_Z1kPi(
// GFX90A: store i32 9000,
// GFX90A: store i32 1,
// GFX90AN-NOT: {{7000|8600}}
#else
__global__ void k(int* p) {
  if codegen(__nvvm_arch == nvvm_arch_t::sm_50) p[0] = 1;   // expected-error {{no member named 'sm_50' in 'nvvm_arch_t'}}
}
#endif
