// long double in a program with device code: one typed program, one
// layout, the host's x86-64 80-bit type (16 bytes, align 16), where
// clang's device pass gives NVPTX and AMDGPU an 8-byte double of their
// own (and so a struct holding one has another size on the device).
// Device code may hold long double objects and take their size; computing
// with one (a load, a literal, arithmetic, a conversion) is an error with
// clang's wording for a type the target lacks, reported once per function
// and only for reached code.
// REQUIRES: ptxas, ld.lld
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %t
// RUN: %ptxas -arch=sm_70 %t/long-double-device.sm_70.ptx -o %t/a.cubin
// RUN: %FileCheck %s --input-file %t/long-double-device.sm_70.ptx
// RUN: %circle-rs %s -gfx1100 --emit=amdgcn -o %t.amd
// RUN: %not %circle-rs %s -sm_70 -gfx1100 -DBAD --emit=ptx,amdgcn -o %t.bad 2>&1 | %FileCheck %s --check-prefix=BAD
struct Holder { char c; long double x; };
static_assert(sizeof(long double) == 16 && alignof(long double) == 16, "host layout");
static_assert(sizeof(Holder) == 32, "host layout");

__device__ int size_only(Holder *h) { return (int)sizeof(h->x) + h->c; }
long double host_only(long double x) { return x * 2; }

// CHECK: .entry _Z1kPiP6Holder(
__global__ void k(int *out, Holder *h) { out[0] = size_only(h) + (int)sizeof(Holder); }

#ifdef BAD
__device__ double twice(long double x) { return x * 2; }
__global__ void kb(double *out, Holder *h) { out[0] = twice(h->x); }
#endif
// BAD-DAG: long-double-device.cu:26:49: error: 'long double' is not supported on this target [sm_70, gfx1100]
// BAD-DAG: long-double-device.cu:27:61: error: 'long double' is not supported on this target [sm_70, gfx1100]
// BAD-DAG: note: circle-rs gives 'long double' the host's x86-64 80-bit format on every target; use 'double' in device code
