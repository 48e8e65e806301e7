// The VirtualBase gate (seeds/cudafe-arch-feature-gating.md): device code
// that constructs or reaches a virtual base on a target without the
// `virtual_base` aspect gets cudafe++'s message naming the base's type, once
// per construct. Every embedded NVIDIA target has the aspect (sm_20 is the
// oldest), so a device-configuration file takes it away here.
// RUN: %not %circle-rs %s -sm_70 --device-config-file=%S/Inputs/no-virtual-base.yaml --emit=ptx -o %t 2>&1 | %FileCheck %s
// CHECK: warning: target 'sm_70' is defined
// CHECK: virtual-base-gate.cu:{{[0-9]+}}:{{[0-9]+}}: error: Use of a virtual base (A) requires the compute_20 or higher architecture [sm_70]
// CHECK-NOT: error:
// RUN: %circle-rs %s -sm_20 -sm_70 --emit=ptx -o %t/ok
struct A { int a; };
struct B : virtual A { int b; };
__device__ int f(B* b) { return b->a; }
__global__ void k(int* p) { p[0] = f((B*)p); }
