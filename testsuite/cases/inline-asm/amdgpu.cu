// AMDGPU inline assembly: VGPR operands ("v"), an explicit register, and
// an instruction the assembler rejects, which is an error at the asm
// statement for that target only (LLVM's own message as a note), with no
// output written.
// RUN: %circle-rs %s -gfx1100 --emit=amdgcn -o %t
// RUN: %not %circle-rs %s -gfx1100 -DBAD --emit=amdgcn -o %t.bad 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t.bad
// BAD: amdgpu.cu:[[@LINE+9]]:3: error: inline assembly rejected for target 'gfx1100'
// BAD: note: <inline asm>:1:2: invalid instruction
__device__ int vadd(int a, int b) {
  int r;
  asm volatile("v_add_nc_u32 %0, %1, %2" : "=v"(r) : "v"(a), "v"(b));
  return r;
}
__device__ void bad(int a) {
#ifdef BAD
  asm volatile("bogus_instr %0" : : "v"(a));
#endif
}
__global__ void k(int *o) {
  o[0] = vadd(o[1], o[2]);
  bad(o[3]);
}
