// --trace-gates traces the architecture checks as they run (cudafe++'s
// --db tracing of its gates): per target in command-line order, one line
// per gated feature its module reaches, in the order its reach walk found
// them (kernels first), with the aspect the feature needs and the verdict. The trace is the same for any -j.
// A target that reaches no gated feature says so.
// RUN: %not %circle-rs --trace-gates %s -sm_35 -sm_70 -gfx1100 --emit=ptx -o %t 2>&1 | %FileCheck %s
// RUN: %not %circle-rs --trace-gates %s -sm_35 -sm_70 -gfx1100 --emit=ptx -o %t -j 1 2> %t.j1
// RUN: %not %circle-rs --trace-gates %s -sm_35 -sm_70 -gfx1100 --emit=ptx -o %t -j 3 2> %t.j3
// RUN: cmp %t.j1 %t.j3
// RUN: %circle-rs --trace-gates -DNONE %s -sm_70 --emit=ptx -o %t.none 2>&1 | %FileCheck %s --check-prefix=NONE

#ifndef NONE
__global__ void k(float* p, int n) {
  char* buf = (char*)alloca(n);
  buf[0] = 1;
  p[0] = buf[0];
}
__global__ void grid(const __grid_constant__ int x, int* p) { p[0] = x; }
#else
__global__ void k(float* p) { p[0] = 1.0f; }
#endif

// CHECK: gate: sm_35: GridConstant at {{.*}}trace-gates.cu:18:{{[0-9]+}}: needs aspect 'grid_constant' (absent): error
// CHECK-NEXT: gate: sm_35: DeviceAlloca at {{.*}}trace-gates.cu:14:{{[0-9]+}}: needs aspect 'device_alloca' (absent): error
// CHECK-NEXT: gate: sm_70: GridConstant at {{.*}}trace-gates.cu:18:{{[0-9]+}}: needs aspect 'grid_constant' (present): passes
// CHECK-NEXT: gate: sm_70: DeviceAlloca at {{.*}}trace-gates.cu:14:{{[0-9]+}}: needs aspect 'device_alloca' (present): passes
// CHECK-NEXT: gate: gfx1100: GridConstant at {{.*}}: passes
// CHECK-NEXT: gate: gfx1100: DeviceAlloca at {{.*}}: error
// CHECK: error: alloca() is not supported for architectures lower than compute_52 [sm_35]

// NONE: gate: sm_70: no gated feature reached
