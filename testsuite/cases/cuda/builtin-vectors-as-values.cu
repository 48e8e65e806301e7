// threadIdx/blockIdx are uint3 and blockDim/gridDim dim3 values in CUDA (clang:
// builtin structs converting to uint3/dim3): `uint3 t = threadIdx;` and
// `dim3 d = blockDim;` are valid. Today only member accesses work; the bare
// names are "use of undeclared identifier 'threadIdx'".
// RUN: %circle-rs -verify %s -fsyntax-only
// expected-no-diagnostics
#include <cuda_runtime.h>
__global__ void k(unsigned* p) {
  uint3 t = threadIdx;
  uint3 b = blockIdx;
  dim3 d = blockDim;
  dim3 g = gridDim;
  p[0] = t.x + b.y + d.z + g.x;
}
