// A __shared__ variable cannot have an initializer (CUDA; clang: "initialization
// is not supported for __shared__ variables"). Today the initializer is
// accepted and silently dropped: the module has `@s = addrspace(3) global
// i32 undef` and the kernel reads an uninitialized value.
// RUN: %circle-rs -verify %s -fsyntax-only
__shared__ int s = 5;            // expected-error {{initialization is not supported for __shared__ variables}}
__global__ void k(int* p) {
  __shared__ int t = 6;          // expected-error {{initialization is not supported for __shared__ variables}}
  p[0] = s + t;
}
