// A C math function with no implementation in the target vendor's device
// library is an error where device code calls it, with the call chain:
// ocml has no jn/yn (libdevice has them; math-device-all.cu).
// RUN: %circle-rs -verify %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -gfx1100 -o %t
// RUN: test ! -e %t
// RUN: %circle-rs --emit=ptx,amdgcn %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -o %t.nv

#include <math.h>

inline float bessel(float x) {
  return jnf(2, x) + j0f(x); // expected-error {{'jnf' has no device implementation for AMDGPU targets}}
}
// expected-note@+1 {{in kernel 'k'}}
__global__ void k(float* a) { a[0] = bessel(a[1]); } // expected-note {{called from 'k'}}
