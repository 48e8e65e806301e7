// crt/host_defines.h spells the CUDA keywords and kernel attributes as
// macros over GNU attributes; after the toolkit is read the wrapper
// undefines them, so user code reads them as under the bundled headers:
// __launch_bounds__ reaches the PTX, a bad __launch_bounds__ argument is
// the parser's diagnostic, __forceinline__ and __grid_constant__ work.
// REQUIRES: cuda-headers
// RUN: %circle-rs --cuda-toolkit-headers %s -sm_70 --emit=ptx -o %t
// RUN: %FileCheck %s --input-file %t/keywords.sm_70.ptx
// RUN: %circle-rs --cuda-toolkit-headers -verify -DBAD %s -sm_70 -fsyntax-only
struct Params { int scale; };

__device__ __forceinline__ int twice(int x) { return 2 * x; }

__global__ void __launch_bounds__(256, 2) bounded(int *p, const __grid_constant__ Params q) {
  p[threadIdx.x] = twice(q.scale);
}

#ifdef BAD
__global__ void __launch_bounds__(bounded) wrong(int *p) {} // expected-error {{'launch_bounds' attribute requires parameter 0 to be an integer constant}}
#endif
// CHECK-LABEL: .entry _Z7boundedPi6Params(
// CHECK: .maxntid 256, 1, 1
// CHECK: .minnctapersm 2
