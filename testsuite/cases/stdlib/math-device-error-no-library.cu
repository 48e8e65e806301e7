// Where the vendor's device math library is not installed, each call of a
// math function that needs it is an error naming the function, the target
// and what was not found (a note without a location, which -verify does
// not see: the FileCheck lines check it); the functions that are exact
// LLVM intrinsics (fabs, floor, fma, ...) need no library.
// RUN: env CIRCLE_RS_ROCM_DEVICE_LIBS=%S/no-such-dir %circle-rs -verify %s -nostdinc++ \
// RUN:   -U_GNU_SOURCE -D_DEFAULT_SOURCE -gfx1100 -o %t1
// RUN: test ! -e %t1
// RUN: env CIRCLE_RS_LIBDEVICE=%S/no-such-file.bc %circle-rs -verify %s -nostdinc++ \
// RUN:   -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -o %t2
// RUN: %not env CIRCLE_RS_ROCM_DEVICE_LIBS=%S/no-such-dir %circle-rs --emit=ptx,amdgcn %s -nostdinc++ \
// RUN:   -U_GNU_SOURCE -D_DEFAULT_SOURCE -gfx1100 -gfx90a -o %t3 2>&1 | %FileCheck %s
// CHECK: error: cannot call 'sinf' in device code: the AMDGPU device math library was not found [gfx1100, gfx90a]
// CHECK: note: the ROCm device libraries (ocml.bc) were not found; set CIRCLE_RS_ROCM_DEVICE_LIBS
// RUN: %not env CIRCLE_RS_LIBDEVICE=%S/no-such-file.bc %circle-rs --emit=ptx,amdgcn %s -nostdinc++ \
// RUN:   -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -o %t4 2>&1 | %FileCheck %s --check-prefix=NV
// NV: error: cannot call 'sinf' in device code: the NVPTX device math library was not found [sm_70]
// NV: note: libdevice (libdevice.10.bc) was not found; set CIRCLE_RS_LIBDEVICE
// A file that is not bitcode is reported, not a crash:
// RUN: echo garbage > %t.bc
// RUN: %not env CIRCLE_RS_LIBDEVICE=%t.bc %circle-rs --emit=ptx,amdgcn %s -nostdinc++ \
// RUN:   -U_GNU_SOURCE -D_DEFAULT_SOURCE -sm_70 -o %t6 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: error: linking the device math library for 'sm_70' failed: {{.*}}.bc: file doesn't start with bitcode header [sm_70]
// Without the failing calls, the module needs no library:
// RUN: env CIRCLE_RS_ROCM_DEVICE_LIBS=%S/no-such-dir CIRCLE_RS_LIBDEVICE=%S/no-such-file.bc \
// RUN:   %circle-rs --emit=ptx,amdgcn %s -nostdinc++ -U_GNU_SOURCE -D_DEFAULT_SOURCE -DEXACT_ONLY -sm_70 -gfx1100 -o %t5

#include <math.h>

// expected-note@+1 2 {{in kernel 'k'}}
__global__ void k(float* a, double* b) {
#ifndef EXACT_ONLY
  a[0] = sinf(a[1]); // expected-error {{cannot call 'sinf' in device code: the}}
  b[0] = pow(b[1], 2.0); // expected-error {{cannot call 'pow' in device code}}
#endif
  a[2] = fabsf(a[3]) + floorf(a[4]) + fmaf(a[5], a[6], a[7]);
}
