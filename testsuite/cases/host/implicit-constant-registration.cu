// An untagged const variable with a constant initializer is readable from
// device code (constant memory there), but, as with clang, the host does
// not register it with the runtime; __device__ and __constant__ variables,
// const or not, are registered. So a host-only program including
// <utility> (libstdc++'s std::in_place, std::piecewise_construct) registers
// nothing and links without the CUDA runtime.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -c -o %t.o
// RUN: nm %t.o | %FileCheck %s --check-prefix=DEV
// RUN: strings %t.o | %FileCheck %s --check-prefix=NAMES
// RUN: ! strings %t.o | grep -qx 'scale\|_ZN6Limits4mostE'
// RUN: %circle-rs %s -DHOST_ONLY -c -o %t.host.o
// RUN: nm %t.host.o | %FileCheck %s --check-prefix=HOST
// RUN: env CIRCLE_RS_CUDART=%T/no-such-libcudart.a %circle-rs %s -DHOST_ONLY -o %t.host && %t.host
#include <tuple>
#include <utility>

const int scale = 3;
struct Limits { static constexpr int most = 7; };

#ifndef HOST_ONLY
__constant__ const int table = 5;
__device__ int counter;

__global__ void k(int *p) { p[0] = scale * Limits::most + table + counter; }
#endif

int main() {
  std::pair<int, int> q(std::piecewise_construct, std::make_tuple(scale), std::make_tuple(Limits::most));
  return q.first == 3 && q.second == 7 ? 0 : 1;
}
// DEV: U __cudaRegisterFunction
// DEV: U __cudaRegisterVar
// NAMES-DAG: {{^}}table{{$}}
// NAMES-DAG: {{^}}counter{{$}}
// HOST-NOT: __cudaRegister
