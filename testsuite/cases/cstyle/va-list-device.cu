// va_list in a program with device code: one typed program, one layout,
// the host's (x86-64 __va_list_tag[1], 24 bytes), also where clang's
// device pass makes it a void * (ARCHITECTURE.md's rule for builtin types
// whose layout differs per target). A device function may be variadic and
// may hold or pass a va_list; reading one (va_start, va_arg, va_copy,
// va_end, vsnprintf) is clang-19's error in CUDA and HIP device code.
// REQUIRES: ptxas, ld.lld
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %t
// RUN: %ptxas -arch=sm_70 %t/va-list-device.sm_70.ptx -o %t/a.cubin
// RUN: %FileCheck %s --input-file %t/va-list-device.sm_70.ptx
// RUN: %circle-rs %s -gfx1100 --emit=amdgcn -o %t.amd
// RUN: %not %circle-rs %s -sm_70 -gfx1100 -DBAD --emit=ptx,amdgcn -o %t.bad 2>&1 | %FileCheck %s --check-prefix=BAD
#include <stdarg.h>
#include <stdio.h>

struct Holder { va_list ap; char tag; };
static_assert(sizeof(va_list) == 24 && alignof(va_list) == 8, "host layout");
static_assert(sizeof(Holder) == 32, "host layout");

__device__ int count(int n, ...) { return n; }
__device__ int pass(Holder *h) { return h->tag; }

// CHECK: .entry _Z1kPiP6Holder(
__global__ void k(int *out, Holder *h) {
  out[0] = count(2, 1, 2.0) + (int)sizeof(Holder) + pass(h);
}

#ifdef BAD
__device__ int bad(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  int x = va_arg(aq, int);
  char buf[8];
  __builtin_vsnprintf(buf, sizeof buf, "%d", ap);
  va_end(ap);
  return x;
}
__global__ void kb(int *out) { out[0] = bad(1, 2); }
#endif
// BAD-DAG: va-list-device.cu:31:3: error: CUDA device code does not support va_start [sm_70, gfx1100]
// BAD-DAG: va-list-device.cu:32:3: error: CUDA device code does not support va_copy [sm_70, gfx1100]
// BAD-DAG: va-list-device.cu:33:11: error: CUDA device code does not support va_arg [sm_70, gfx1100]
// BAD-DAG: va-list-device.cu:35:3: error: CUDA device code does not support vsnprintf [sm_70, gfx1100]
// BAD-DAG: va-list-device.cu:36:3: error: CUDA device code does not support va_end [sm_70, gfx1100]
