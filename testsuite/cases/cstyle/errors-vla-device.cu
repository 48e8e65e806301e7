// A variable-length array is host-only: reached from a kernel it is an
// error with the call chain from the kernel, as a throw-expression; the
// same function compiles for the host.
// RUN: %not %circle-rs -sm_70 %s --emit=ptx -o %t 2>&1 | %FileCheck %s
int helper(int n) {
  int a[n];
  a[0] = n;
  return a[0];
}
// CHECK: errors-vla-device.cu:[[@LINE-4]]:9: error: variable-length arrays are not allowed in device code [sm_70]
// CHECK: note: called from 'k'
__global__ void k(int *o, int n) { o[0] = helper(n); }
