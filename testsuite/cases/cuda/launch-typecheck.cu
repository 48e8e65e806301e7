// Kernel launches `k<<<grid, block[, shmem[, stream]]>>>(args)` are parsed
// and type-checked like calls: the configuration takes 2 to 4 arguments,
// grid and block convert to dim3 (from integers or dim3), the kernel must be
// __global__, and its arguments convert to the parameters with the usual
// rules and counts.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs -fsyntax-only %s -DVALID_ONLY
#include <cuda_runtime.h>

__global__ void k(int* p, float f) { p[0] = (int)f; }
__global__ void k0() { }
__device__ void dev(int* p) { }
void host_fn(int* p) { }

void launches(int* p, unsigned n, dim3 g) {
  k<<<1, 256>>>(p, 1.0f);
  k<<<n, 32u>>>(p, 2);                          // int converts to float
  k<<<g, dim3(8, 8), 0>>>(p, 3.0f);
  k<<<dim3(4, 2, 1), 64, 1024, 0>>>(p, 4.0f);
  k0<<<1, 1>>>();
#ifndef VALID_ONLY
  dev<<<1, 1>>>(p);                             // expected-error {{kernel call to non-global function 'dev'}}
  host_fn<<<1, 1>>>(p);                         // expected-error {{kernel call to non-global function 'host_fn'}}
  k<<<1>>>(p, 1.0f);                            // expected-error {{too few execution configuration arguments to kernel function call}}
  k<<<1, 2, 3, 0, 5>>>(p, 1.0f);                // expected-error {{too many execution configuration arguments to kernel function call}}
  k<<<p, 1>>>(p, 1.0f);                         // expected-error {{no viable conversion from 'int *' to 'dim3'}}
  k<<<1, 1>>>(p);                               // expected-error {{too few arguments to function call, expected 2, have 1}}
  k<<<1, 1>>>(p, 1.0f, 2);                      // expected-error {{too many arguments to function call, expected 2, have 3}}
  k<<<1, 1>>>(1.0f, 1.0f);                      // expected-error {{cannot initialize a parameter of type 'int *' with an rvalue of type 'float'}}
  undeclared_kernel<<<1, 1>>>();                // expected-error {{use of undeclared identifier 'undeclared_kernel'}}
#endif
}

#ifndef VALID_ONLY
__global__ int returns_int() { return 0; }      // expected-error {{kernel function type 'int ()' must have void return type}}
#endif
