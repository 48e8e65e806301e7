// Constraints are the target's: a letter one target lacks is an error for
// that target, with the target named; an operand wider than the NVPTX
// register its letter names is an error; an asm statement cannot run at
// compile time ("not a constant expression", as g++ says).
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DLETTER 2>&1 | %FileCheck %s --check-prefix=LETTER
// LETTER: targets.cu:[[@LINE+3]]:39: error: invalid output constraint '=v' in asm for target 'sm_70'
#ifdef LETTER
__device__ int f(int a) {
  int r; asm("mov.u32 %0, %1;" : "=v"(r) : "r"(a));
  return r;
}
__global__ void k(int *p) { *p = f(*p); }
#endif
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DWIDE 2>&1 | %FileCheck %s --check-prefix=WIDE
// WIDE: targets.cu:[[@LINE+4]]:45: error: value of type 'long long' does not fit the 32-bit register of constraint 'r'
#ifdef WIDE
__device__ int g(long long a) {
  int r;
  asm("cvt.u32.u64 %0, %1;" : "=r"(r) : "r"(a));
  return r;
}
__global__ void k(int *p) { *p = g(*p); }
#endif
// RUN: %not %circle-rs %s -fsyntax-only -DMETA 2>&1 | %FileCheck %s --check-prefix=META
// META: targets.cu:[[@LINE+4]]:3: error: inline assembly cannot be evaluated at compile time
#ifdef META
int h() {
  int x = 1;
  asm("" : "+r"(x));
  return x;
}
@meta int v = h();
#endif
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DCLOBBER 2>&1 | %FileCheck %s --check-prefix=CLOBBER
// CLOBBER: error: unknown register name 'eax' in asm for target 'sm_70'
#ifdef CLOBBER
__global__ void k() { asm volatile("" ::: "eax"); }
#endif
