// The atomic functions for every type CUDA declares them for: atomicCAS
// on int, unsigned, unsigned long long and (sm_70) unsigned short;
// atomicExch on int, unsigned, unsigned long long and float; atomicMin/Max
// on int, unsigned, long long and unsigned long long; atomicAnd/Or/Xor on
// int, unsigned and unsigned long long; atomicAdd on int, unsigned,
// unsigned long long, float, double and __half; atomicInc/atomicDec (the
// runtime header's compare-and-swap loops); the _block and _system forms.
// LLVM 19 lowers the 16-bit compare-and-swap as a 32-bit one on the
// containing word (NVPTX has no b16 atom.cas before PTX 8.4 there).
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -gfx90a -O2 --emit=ptx,amdgcn -o %t 2>&1 | %FileCheck %s --check-prefix=DIAG --allow-empty
// DIAG-NOT: error
// RUN: %FileCheck %s --input-file %t/atomics-every-type.sm_70.ptx
// RUN: %not %circle-rs %s -sm_60 -o %t/old 2>&1 | %FileCheck %s --check-prefix=OLD
// OLD: error: {{.*}}16-bit{{.*}}sm_70

#include <cuda_fp16.h>

__global__ void k(unsigned short* s, __half* h, unsigned long long* q, long long* l,
                  unsigned* u, int* i, float* f, double* d) {
  atomicCAS(s, (unsigned short)1, (unsigned short)2);
  atomicAdd(h, __float2half(1.0f));
  atomicCAS(q, 1ull, 2ull); atomicCAS(u, 1u, 2u); atomicCAS(i, 1, 2);
  atomicExch(q, 3ull); atomicExch(f, 1.0f); atomicExch(u, 1u); atomicExch(i, 1);
  atomicMin(l, 1ll); atomicMax(l, 1ll); atomicMin(q, 1ull); atomicMax(q, 2ull);
  atomicMin(u, 1u); atomicMax(i, 2);
  atomicAnd(q, 1ull); atomicOr(q, 1ull); atomicXor(q, 1ull);
  atomicAnd(i, 1); atomicOr(u, 1u); atomicXor(i, 1);
  atomicAdd(d, 1.0); atomicAdd(q, 1ull); atomicSub(u, 1u); atomicSub(i, 1);
  atomicInc(u, 5u); atomicDec(u, 5u);
  atomicAdd_block(f, 2.0f); atomicMax_system(i, 3);
}

// CHECK-LABEL: .entry _Z1kPtPDF16_PyPxPjPiPfPd(
// CHECK-DAG: atom.global.cas.b32
// CHECK-DAG: atom.global.cas.b64
// CHECK-DAG: atom.global.exch.b64
// CHECK-DAG: {{atom|red}}.global.min.s64
// CHECK-DAG: {{atom|red}}.global.max.u64
// CHECK-DAG: {{atom|red}}.global.xor.b64
// CHECK-DAG: {{atom|red}}.global.add.f64
// CHECK-DAG: {{atom|red}}.global.exch.b32
