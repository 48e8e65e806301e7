// A program with kernels links the CUDA runtime; when it cannot be found,
// the error says where circle-rs looked and how to point it there, and no
// executable is written. A host-only program links without it.
// REQUIRES: ptxas
// RUN: %not env CIRCLE_RS_CUDART=%T/no-such-libcudart.a %circle-rs %s -sm_70 -o %t 2>&1 | %FileCheck %s
// RUN: test ! -e %t
// RUN: env CIRCLE_RS_CUDART=%T/no-such-libcudart.a %circle-rs %s -DHOST_ONLY -o %t.host && %t.host
#include <stdio.h>
#ifndef HOST_ONLY
__global__ void k(int* p) { *p = 1; }
#endif
int main() {
#ifndef HOST_ONLY
  k<<<1, 1>>>(nullptr);
#endif
  return 0;
}
// CHECK: error: cannot find the CUDA runtime (libcudart_static.a), which a program with kernels links
// CHECK: note: looked in '{{.*}}no-such-libcudart.a'
// CHECK: note: pass --cuda-path=DIR, set CUDA_PATH, or run scripts/setup.sh
