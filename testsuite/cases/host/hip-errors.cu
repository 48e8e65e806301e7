// HIP executables: a __managed__ variable is reported (HIP registers it
// with a different call, not lowered yet: never left unregistered), and a
// missing libamdhip64 is an error naming where circle-rs looked.
// RUN: %not %circle-rs %s -gfx1100 -DMANAGED -o %t 2>&1 | %FileCheck %s --check-prefix=MANAGED
// RUN: env CIRCLE_RS_AMDHIP=/nonexistent/libamdhip64.so %not %circle-rs %s -gfx1100 -o %t 2>&1 | %FileCheck %s --check-prefix=MISSING
#include <hip/hip_runtime.h>

#ifdef MANAGED
__managed__ int m;
#endif
__global__ void k(int* p) { p[0] = 1; }

int main() {
  k<<<1, 1>>>(nullptr);
  return 0;
}
// MANAGED: error: {{.*}}the __managed__ variable 'm' in a HIP executable
// MISSING: error: cannot find the HIP runtime (libamdhip64.so)
// MISSING: note: looked in '/nonexistent/libamdhip64.so'
