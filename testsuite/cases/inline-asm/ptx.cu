// Inline PTX as CUDA code writes it: %laneid, braces and local registers,
// float and 16/64-bit registers, a read-write ("+l") operand with a named
// immediate, a clobber-only barrier. The operands become LLVM's typed
// NVPTX registers and ptxas accepts the result.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -sm_90 --emit=ptx -o %t
// RUN: %ptxas -arch=sm_70 %t/ptx.sm_70.ptx -o %t/a.cubin
// RUN: %ptxas -arch=sm_90 %t/ptx.sm_90.ptx -o %t/b.cubin
// RUN: %FileCheck %s --input-file %t/ptx.sm_90.ptx
// CHECK: mov.u32 %r{{[0-9]+}}, %laneid;
// CHECK: .reg .s32 t;
// CHECK-NEXT: add.s32 t, %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: fma.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
// CHECK: add.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 5;
// CHECK: add.s16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
// CHECK: membar.gl;
__device__ unsigned lane_id() {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
__device__ int add3(int a, int b) {
  int r;
  asm("{\n\t.reg .s32 t;\n\tadd.s32 t, %1, %2;\n\tadd.s32 %0, t, 3;\n\t}"
      : "=r"(r)
      : "r"(a), "r"(b));
  return r;
}
__device__ float fma_asm(float a, float b, float c) {
  float d;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(a), "f"(b), "f"(c));
  return d;
}
__device__ void incr(unsigned long long &x) {
  asm("add.u64 %0, %0, %[k];" : "+l"(x) : [k] "n"(5));
}
__global__ void k(int *out, float *f, unsigned long long *u) {
  out[0] = lane_id();
  out[1] = add3(out[2], out[3]);
  f[0] = fma_asm(f[1], f[2], f[3]);
  incr(*u);
  short s = (short)out[5];
  asm("add.s16 %0, %0, 1;" : "+h"(s));
  out[4] = s;
  asm volatile("membar.gl;" ::: "memory");
}
