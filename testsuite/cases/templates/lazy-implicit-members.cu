// Implicit special members of class template instances are declared on
// first need (class/lazy_specials.rs). The oracle program that exercises
// every way to reach them, built as a host executable, prints what g++-12
// prints; a kernel copies, assigns and passes such instances by value, and
// the PTX assembles.
// REQUIRES: gcc, ptxas
// RUN: %gcc -x c++ -std=c++17 %S/../../oracle/templates/908-lazy-implicit-members.cpp -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %T/ptx
// RUN: %ptxas -arch=sm_70 %T/ptx/lazy-implicit-members.sm_70.ptx -o %T/k.cubin
// RUN: %FileCheck %s --input-file %T/ptx/lazy-implicit-members.sm_70.ptx
// CHECK: .entry _Z4moveP2PtILi1EES0_(
#include "../../oracle/templates/908-lazy-implicit-members.cpp"

__global__ void move(Pt<1> *out, Pt<1> in) {
  Pt<1> t = in;
  t.x += 1;
  Pt<1> u;
  u = t;
  out[threadIdx.x] = u;
}
