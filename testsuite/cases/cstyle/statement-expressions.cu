// GNU statement expressions `({ ... })`: the value of the last expression
// statement (an rvalue; a class value is copied out before the block's
// locals are destroyed), `void` when the block ends otherwise, locals scoped
// to the braces, the MAX macro with __typeof__ evaluating each argument
// once; at compile time and in device code.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=ptx,amdgcn -o %t
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstdio>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

struct T {
  int v;
  __host__ __device__ T(int x) : v(x) {}
  __host__ __device__ T(const T &o) : v(o.v + 100) {}
};

__host__ __device__ int f(int n) {
  int v = ({ int t = n * 2; t + 1; });
  int i = 0;
  int m = MAX(i++, n);
  T copy = ({ T t(v); t; });
  int nested = ({ int a = ({ int b = 4; b * b; }); a + 1; });
  ({ (void)0; });
  return v * 1000000 + m * 10000 + copy.v * 10 + nested + i;
}

__global__ void kernel(int *out) { out[threadIdx.x] = f(threadIdx.x); }

@meta printf("%d\n", f(5));
// CHECK: 11051128
