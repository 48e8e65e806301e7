// atomicAdd on int, unsigned int and float: an atomicrmw add/fadd returning
// the old value, relaxed (monotonic; at syncscope("agent") on AMD), on
// global and shared memory;
// PTX atom.add / red.add with the right type. Wrong argument types are
// errors.
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/atomics.sm_70.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/atomics.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/atomics.sm_70.ptx
// RUN: %circle-rs validate %t
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS

#ifndef ERRORS
__shared__ int s_count;

__global__ void k(int* pi, unsigned* pu, float* pf) {
  int old = atomicAdd(pi, 5);
  unsigned uold = atomicAdd(pu, 7u);
  float fold = atomicAdd(pf, 1.5f);
  atomicAdd(&s_count, 1);
  pi[1] = old;
  pu[1] = uold;
  pf[1] = fold;
}

// NV-LABEL: define ptx_kernel void @_Z1kPiPjPf(
// NV: atomicrmw add ptr %pi, i32 5 monotonic
// NV: atomicrmw add ptr %pu, i32 7 monotonic
// NV: atomicrmw fadd ptr %pf, float 1.500000e+00 monotonic
// NV: atomicrmw add ptr addrspacecast (ptr addrspace(3) @s_count to ptr), i32 1 monotonic

// AMD-LABEL: define amdgpu_kernel void @_Z1kPiPjPf(
// AMD: atomicrmw add ptr addrspace(1) %pi, i32 5 syncscope("agent") monotonic
// AMD: atomicrmw add ptr addrspace(1) %pu, i32 7 syncscope("agent") monotonic
// AMD: atomicrmw fadd ptr addrspace(1) %pf, float 1.500000e+00 syncscope("agent") monotonic
// AMD: atomicrmw add ptr addrspace(3) @s_count, i32 1 syncscope("agent") monotonic

// PTX-LABEL: .entry _Z1kPiPjPf(
// PTX-DAG: atom.global.add.u32 {{.*}}, 5;
// PTX-DAG: atom.global.add.u32 {{.*}}, 7;
// PTX-DAG: atom.global.add.f32 {{.*}}, 0f3FC00000;
// PTX-DAG: {{atom|red}}.shared.add.u32 {{.*}}, 1;
#else
__device__ void bad(int* pi, double* pd, char* pc) {
  atomicAdd(pi);                 // expected-error {{'atomicAdd' takes 2 argument(s), 1 given}}
  atomicAdd(pc, 1);              // expected-error {{no matching function for call to 'atomicAdd' with argument of type 'char *'}}
  atomicAdd(5, 1);               // expected-error {{no matching function for call to 'atomicAdd' with argument of type 'int'}}
}
#endif
