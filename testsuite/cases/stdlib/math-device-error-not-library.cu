// Only the C library's own math functions (declared in a system header,
// with C linkage and the C signature) have device implementations: a C
// function the program declares itself under another name, or an
// overload of a math function's name, is still an undefined host
// function; and a library function's address cannot be taken in device
// code (there is no device function to point to).
// RUN: %circle-rs -verify %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -o %t

#include <math.h>

extern "C" float user_cosf(float);
float erf(float, float); // a C++ overload of its own, not glibc's
// expected-note@+1 3 {{in kernel 'k'}}
__global__ void k(float* a, double* b) {
  a[0] = user_cosf(a[1]); // expected-error {{'user_cosf' is not defined in this translation unit}}
  float (*f)(float) = sinf; // expected-error {{'sinf' is not defined in this translation unit}}
  a[2] = f(a[3]);
  a[4] = erf(a[5], a[6]); // expected-error {{'erf' is not defined in this translation unit}}
  b[0] = erf(b[1]); // glibc's erf: fine
}
