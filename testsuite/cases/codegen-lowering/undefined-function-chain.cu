// Calling a function neither defined in this translation unit nor declared
// __device__ is an error naming the function, with the call chain from the
// kernel as notes (each call site, naming its caller, innermost first), reported once for all targets that
// reach it, in source order with the other device-code errors (a host
// variable, a throw, a kernel launch from device code); no output is
// written. The same functions unreached from kernels are no error.
// RUN: %not %circle-rs %s -sm_70 -gfx1100 -gfx90a --emit=ptx,amdgcn -o %t 2> %t.err
// RUN: test ! -e %t
// RUN: %FileCheck %s --input-file %t.err
// RUN: %circle-rs %s -DUNREACHED -sm_70 -gfx1100 --emit=ptx,amdgcn -o %t.ok
// RUN: %circle-rs validate %t.ok

void host_only(int);                         // declared, host, not defined
int host_var;
__global__ void other(int* p);

int level2(int x) { host_only(x); return x; }
int level1(int x) { return level2(x) + 1; }
inline int thrower(int x) { if (x < 0) throw x; return x; }
int launcher(int* p) { other<<<1, 1>>>(p); return 0; }

#ifndef UNREACHED
__global__ void k(int* p) {
  p[0] = level1(p[1]);
  p[1] = host_var + thrower(p[2]) + launcher(p);
}
#else
__global__ void k(int* p) { p[0] = 1; }
int host_code(int* p) { return level1(1) + host_var + thrower(2) + launcher(p); }
#endif

// CHECK: undefined-function-chain.cu:17:21: error: 'host_only' is not defined in this translation unit and not declared __device__ [sm_70, gfx1100, gfx90a]
// CHECK-NEXT: 17 |
// CHECK: undefined-function-chain.cu:18:28: note: called from 'level1'
// CHECK: undefined-function-chain.cu:24:10: note: called from 'k'
// CHECK: undefined-function-chain.cu:23:17: note: in kernel 'k'
// CHECK: undefined-function-chain.cu:19:40: error: a throw-expression is not allowed in device code [sm_70, gfx1100, gfx90a]
// CHECK: undefined-function-chain.cu:25:21: note: called from 'k'
// CHECK: undefined-function-chain.cu:23:17: note: in kernel 'k'
// CHECK: undefined-function-chain.cu:20:24: error: launching kernel 'other' from device code is not supported [sm_70, gfx1100, gfx90a]
// CHECK: undefined-function-chain.cu:25:37: note: called from 'k'
// CHECK: undefined-function-chain.cu:23:17: note: in kernel 'k'
// CHECK: undefined-function-chain.cu:25:10: error: a host variable cannot be used in device code [sm_70, gfx1100, gfx90a]
// CHECK: undefined-function-chain.cu:23:17: note: in kernel 'k'
// CHECK-NOT: error:
// CHECK: 4 errors generated.
