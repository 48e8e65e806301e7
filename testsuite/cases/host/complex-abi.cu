// GNU complex types cross the x86-64 System V boundary as g++ passes them
// (`_Complex double` in two SSE registers, `_Complex float` packed in one,
// both ways; `_Complex long double` returned in %st0/%st1 and passed in
// memory): Inputs/complex-peer.cpp is compiled by g++-12 with GCC's own
// complex types, called from circle-rs code and calling back into it; a
// C++ function taking complex values links by its `C <type>` mangled name.
// In a kernel, complex arithmetic lowers as any class of two floats.
// REQUIRES: gcc
// RUN: %gcc -c -O1 %S/Inputs/complex-peer.cpp -o %T/peer.o
// RUN: %circle-rs %s %T/peer.o -o %t && %t | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -O2 --emit=ptx -o %t.dev
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t.dev/complex-abi.sm_70.ptx
#include <cstdio>

extern "C" __complex__ double peer_scale(__complex__ double z, double k);
extern "C" _Complex float peer_mul(_Complex float a, _Complex float b);
extern "C" double peer_calls_back();
__complex__ double cpp_add(__complex__ double a, __complex__ double b);
_Complex long double peer_cld(_Complex long double z, long double k);
long double peer_calls_cld();
_Complex long double back_cld(_Complex long double z) { return z + z * 1.0e-3L; }

extern "C" __complex__ double back_twice(__complex__ double z) { return z * 2.0; }
extern "C" _Complex float back_conj(_Complex float z) { return ~z; }

__device__ __noinline__ _Complex float rotate(_Complex float z) {
  _Complex float i = {0.0f, 1.0f};
  return z * i;
}
__global__ void kernel(float* out) {
  _Complex float z = {1.0f, 2.0f};
  _Complex float r = rotate(z) + 1.0f;
  out[0] = __real__ r;
  out[1] = __imag__ r;
}

int main() {
  __complex__ double a = {1.5, -2.0};
  __complex__ double s = peer_scale(a, 2.0);
  printf("scale %g %g\n", __real__ s, __imag__ s);
  _Complex float f = {1.0f, 2.0f}, g = {3.0f, -1.0f};
  _Complex float m = peer_mul(f, g);
  printf("mul %g %g\n", (double)__real__ m, (double)__imag__ m);
  printf("back %g\n", peer_calls_back());
  __complex__ double c = cpp_add(a, s);
  printf("add %g %g\n", __real__ c, __imag__ c);
  _Complex long double ld = {0.1L, 3.0L};
  _Complex long double lr = peer_cld(ld, 3.0L);
  printf("cld %.21Lg %Lg\n", __real__ lr, __imag__ lr);
  printf("cld back %.21Lg\n", peer_calls_cld());
  return 0;
}

// CHECK: scale 3 -4
// CHECK-NEXT: mul 5 5
// CHECK-NEXT: back 1415
// CHECK-NEXT: add 4.5 -6
// CHECK-NEXT: cld 0.300000000000000000011 9
// CHECK-NEXT: cld back 124.6245
// PTX: .func {{.*}}_Z6rotateCf(
