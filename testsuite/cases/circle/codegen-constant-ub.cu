// Undefined behaviour in a codegen-time constant expression is an error of
// the targets whose value triggers it, reported once with those targets:
// division by zero (sm_70: __nvvm_arch - 70 == 0), a shift count out of
// range (sm_90: 90 - 40 == 50 bits; sm_52 and gfx1100, whose compute
// capability is 5.0: negative counts, one diagnostic naming both), signed
// overflow (gfx1100: (100 - 50) * 43000000); the targets for which the values
// are defined compile. No output is written.
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_52 -sm_70 -sm_90 -gfx1100 -o %t 2> %t.err
// RUN: %FileCheck %s --input-file %t.err
// RUN: test ! -e %t
// RUN: %circle-rs %s -sm_60 -sm_61 --emit=ptx -o %t.ok
// RUN: %circle-rs validate %t.ok

__global__ void k(int* p) {
  @codegen int q = 100 / ((int)__nvvm_arch - 70);
  if codegen(q > 1) p[0] = 1;
  @codegen int s = 1 << ((int)__nvvm_arch - 40);
  if codegen(s > 1) p[1] = 1;
  @codegen int m = (100 - (int)__nvvm_arch) * 43000000;
  if codegen(m > 1) p[2] = 1;
  @codegen int n = 1 >> ((int)__nvvm_arch - 60);
  if codegen(n > 1) p[3] = 1;
}

// CHECK: codegen-constant-ub.cu:15:20: error: codegen-time constant expression divides by zero [sm_70]
// CHECK: codegen-constant-ub.cu:17:20: error: codegen-time constant expression shifts by a count out of range for a 32-bit operand [sm_90]
// CHECK: codegen-constant-ub.cu:19:20: error: codegen-time constant expression overflows a 32-bit signed integer [gfx1100]
// CHECK: codegen-constant-ub.cu:21:20: error: codegen-time constant expression shifts by a count out of range for a 32-bit operand [sm_52, gfx1100]
// CHECK-NOT: error:
// CHECK: 4 errors generated.
