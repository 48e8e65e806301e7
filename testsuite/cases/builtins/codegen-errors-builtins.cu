// Device code cannot use what needs a math library not linked yet (the
// transcendental <cmath> functions) or variadic arguments: reported per
// target, with the call's location.
// RUN: %not %circle-rs %s -sm_70 -gfx1100 -o %t 2>&1 | %FileCheck %s
__device__ double g(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  double d = __builtin_va_arg(ap, double);
  __builtin_va_end(ap);
  return d;
}
__global__ void k(double* d, float* f) {
  d[0] = __builtin_sin(d[1]);
  f[0] = __builtin_expf(f[1]);
  d[2] = g(1, 2.0);
}
// CHECK-DAG: codegen-errors-builtins.cu:13:10: error: '__builtin_sin' (no device math library is linked) is not supported for NVPTX targets [sm_70]
// CHECK-DAG: codegen-errors-builtins.cu:13:10: error: '__builtin_sin' (no device math library is linked) is not supported for AMDGPU targets [gfx1100]
// CHECK-DAG: codegen-errors-builtins.cu:14:10: error: '__builtin_expf' (no device math library is linked) is not supported for NVPTX targets [sm_70]
// CHECK-DAG: codegen-errors-builtins.cu:7:3: error: a variadic function is not supported for NVPTX targets [sm_70]
// CHECK-DAG: codegen-errors-builtins.cu:8:14: error: a variadic function is not supported for AMDGPU targets [gfx1100]
