// Circle lets kernels call untagged functions defined in the translation
// unit, but a function explicitly tagged `__host__` (and not `__device__`)
// is host-only, as in CUDA: calling it from reached device code is an error
// with the call chain; `__host__ __device__` functions are fine, and an
// unreached caller is not checked.
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_70 -gfx1100 -o %t 2>&1 | %FileCheck %s
// RUN: test ! -e %t
// RUN: %circle-rs --emit=ptx,amdgcn %s -DOK -sm_70 -gfx1100 -o %t.ok
// RUN: %circle-rs validate %t.ok
// CHECK: host-tagged-call.cu:20:{{[0-9]+}}: error: calling a __host__ function 'host_only' from device code is not allowed [sm_70, gfx1100]
// CHECK: host-tagged-call.cu:25:{{[0-9]+}}: note: called from 'k'
// CHECK: note: in kernel 'k'
// CHECK-NOT: error:
__host__ int host_only(int x) { return x + 1; }
__host__ __device__ int both(int x) { return x * 2; }
int untagged(int x) { return x - 3; }
void never_reached() { host_only(1); }
int helper(int x) {
#ifndef OK
  return host_only(x);
#else
  return both(x);
#endif
}
__global__ void k(int* p) { p[0] = helper(p[1]) + both(p[2]) + untagged(p[3]); }
