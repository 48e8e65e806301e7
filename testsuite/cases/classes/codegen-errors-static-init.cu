// A block-scope static of class type whose constructor runs at run time
// cannot live in device code: device memory is initialized only by the
// module's image (CUDA rejects dynamic initialization of device variables
// too), so each use reached from a kernel is an error with the call chain.
// A static with a constant initializer is fine. (A constexpr constructor
// call is not yet evaluated at compile time by sema, so it is reported
// too; clang would constant-initialize it.)
// RUN: %circle-rs -verify %s -sm_70 -gfx1100 -o %t.err
// RUN: test ! -e %t.err
// RUN: %circle-rs %s -DCONSTANT -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-errors-static-init.sm_70.ll
// RUN: %circle-rs validate %t

struct c_t { int v; constexpr c_t(int x) : v(x * 2) {} };
#ifndef CONSTANT
int f(int x) { static c_t c(x); return c.v; } // expected-error {{dynamic initialization of static variable 'c' is not supported in device code}}
#else
struct p_t { int v; };
int f(int x) { static p_t c = {21}; return c.v + x - x; }
#endif
__global__ void k(int* out) { // expected-note {{in kernel 'k'}}
  out[0] = f(3); // expected-note {{called from 'k'}}
}

// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: load i32, ptr addrspace(1) @{{.*}}c
