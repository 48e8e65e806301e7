// Device code cannot read variadic arguments (clang-19's errors, for CUDA
// and HIP alike; LLVM 19's AMDGPU backend cannot select va_arg) or use
// clang's __builtin_powi
// (no device library has it): reported per target, with the call's
// location. The transcendental math builtins are linked from libdevice and
// ocml (stdlib/math-device-*.cu).
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_70 -gfx1100 -o %t 2>&1 | %FileCheck %s
__device__ double g(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  double d = __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return d;
}
__global__ void k(double* d, float* f) {
  d[0] = __builtin_sin(d[1]);
  f[0] = __builtin_powi(f[1], 3);
  d[2] = g(1, 2.0);
}
// CHECK-NOT: __builtin_sin
// CHECK-DAG: codegen-errors-builtins.cu:17:10: error: '__builtin_powi' is not supported for NVPTX targets [sm_70]
// CHECK-DAG: codegen-errors-builtins.cu:10:3: error: CUDA device code does not support va_start [sm_70, gfx1100]
// CHECK-DAG: codegen-errors-builtins.cu:11:14: error: CUDA device code does not support va_arg [sm_70, gfx1100]
// CHECK-DAG: codegen-errors-builtins.cu:12:3: error: CUDA device code does not support va_end [sm_70, gfx1100]
