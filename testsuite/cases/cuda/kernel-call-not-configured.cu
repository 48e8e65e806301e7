// Calling a __global__ function without an execution configuration is an
// error at translation time, from host and device code alike (clang: "call
// to global function 'k' not configured"). Today sema accepts `k(p)`;
// in host code nothing is reported at all, and in device code only
// codegen's "launching kernel 'k' from device code" appears, per target.
// RUN: %circle-rs -verify %s -fsyntax-only
__global__ void k(int* p) { p[0] = 1; }
void h(int* p) {
  k(p);                          // expected-error {{call to global function 'k' not configured}}
}
__device__ void d(int* p) {
  k(p);                          // expected-error {{call to global function 'k' not configured}}
}
