// dynamic_cast needs run-time type information, which device code does not
// have (clang compiles device code without RTTI): reached from a kernel it
// is an error at the cast with the chain of calls from the kernel, once for
// all targets; the same function called only from host code is fine, and
// the vtables of device modules hold null in their RTTI slot.
// RUN: %circle-rs -verify %s -sm_70 -gfx1100 -o %t.err
// RUN: test ! -e %t.err
// RUN: %circle-rs %s -DNO_CAST -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-errors-host-only.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-errors-host-only.gfx1100.ll
// RUN: %circle-rs validate %t

struct a_t { virtual ~a_t() {} };
struct b_t : a_t { int x = 3; };
int probe(a_t* p) {
#ifndef NO_CAST
  b_t* b = dynamic_cast<b_t*>(p); // expected-error {{'dynamic_cast' is not allowed in device code}}
  return b ? b->x : 0;
#else
  return p ? 1 : 0;
#endif
}
int outer(a_t* p) { return probe(p) + 1; } // expected-note {{called from 'outer'}}
__global__ void k(int* out) { // expected-note {{in kernel 'k'}}
  b_t b;
  out[0] = outer(&b); // expected-note {{called from 'k'}}
}
int host_fn(a_t* p) { return probe(p); }

// CHECK: @_ZTV3b_t = linkonce_odr unnamed_addr addrspace(1) constant [4 x ptr] [ptr null, ptr null, ptr @_ZN3b_tD1Ev, ptr @_ZN3b_tD0Ev]
