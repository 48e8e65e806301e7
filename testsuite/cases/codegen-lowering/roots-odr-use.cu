// Roots of a device module are __global__ kernels and non-inline __device__
// functions; everything else is emitted only if ODR-used from a root (a
// work queue, transitively): an unreached untagged or inline function is
// absent, an untagged function reached through two levels of calls is
// present, and unreached host-only code (a throw, a call to an undefined
// host function, a host variable) gives no error at all.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t 2> %t.err
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --input-file %t/roots-odr-use.sm_70.ll
// RUN: %FileCheck %s --input-file %t/roots-odr-use.gfx1100.ll
// RUN: ! grep -E 'unreached|host_log|host_counter|main' %t/roots-odr-use.sm_70.ll %t/roots-odr-use.gfx1100.ll %t/roots-odr-use.sm_70.ptx
// RUN: %circle-rs validate %t

int host_counter;
void host_log(const char*);                    // host only, defined elsewhere

int unreached_untagged(int x) { host_log("x"); return x + host_counter; }
inline int unreached_inline(int x) { if (x < 0) throw x; return x; }
inline __device__ int unreached_inline_device(int x) { return x * 3; }
__device__ int device_root(int x) { return x * 5; }
int leaf(int x) { return x + 1; }
int middle(int x) { return leaf(x) * 2; }
__device__ int device_middle(int x) { return middle(x) + 7; }

__global__ void kernel(int* p) { p[0] = device_middle(p[1]); }

int main() { host_log("main"); return unreached_untagged(1) + unreached_inline(2); }

// CHECK-DAG: define {{.*}}void @_Z6kernelPi(
// CHECK-DAG: define {{.*}}i32 @_Z11device_rooti(
// CHECK-DAG: define {{.*}}i32 @_Z13device_middlei(
// CHECK-DAG: define {{.*}}i32 @_Z6middlei(
// CHECK-DAG: define {{.*}}i32 @_Z4leafi(
