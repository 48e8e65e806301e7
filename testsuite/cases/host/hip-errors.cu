// HIP executables: a missing libamdhip64 is an error naming where
// circle-rs looked. (__managed__ variables: hip-managed.cu.)
// RUN: env CIRCLE_RS_AMDHIP=/nonexistent/libamdhip64.so %not %circle-rs %s -gfx1100 -o %t 2>&1 | %FileCheck %s --check-prefix=MISSING
#include <hip/hip_runtime.h>

__global__ void k(int* p) { p[0] = 1; }

int main() {
  k<<<1, 1>>>(nullptr);
  return 0;
}
// MISSING: error: cannot find the HIP runtime (libamdhip64.so)
// MISSING: note: looked in '/nonexistent/libamdhip64.so'
