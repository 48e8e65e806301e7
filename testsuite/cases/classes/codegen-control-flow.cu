// Destructors and control flow in device code, each trace digit a
// constructor or destructor call: a virtual function returning a class with
// a non-trivial copy constructor (constructed in the caller's slot through
// the vtable), a temporary in a while condition (destroyed every
// evaluation), break out of switch cases with objects, a reference bound to
// one of two conditional temporaries (only the constructed one is destroyed,
// at the end of the function), an array of objects (destroyed last element
// first), and a goto back past an object's declaration (which destroys it)
// and out of its block. Both modules fold to clang's constants at -O2, and
// the -O0 modules (every function kept) pass ptxas and ld.lld.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-control-flow.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-control-flow.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=ptx,amdgcn -o %t0
// RUN: %circle-rs validate %t0

struct T {
  int* log; int v;
  T(int* l, int v) : log(l), v(v) { *log = *log * 10 + v; }
  T(const T& o) : log(o.log), v(o.v + 4) { *log = *log * 10 + v; }
  ~T() { *log = *log * 10 + v; }
  bool ok() const { return v < 3; }
};
struct maker_t {
  int* log;
  virtual T make(int v) const { return T(log, v); }
  virtual ~maker_t() {}
};
struct maker2_t : maker_t {
  T make(int v) const override { return T(log, v + 1); }
};
int loop(int* log) {
  int n = 0;
  int i = 0;
  while (T(log, 1).ok() && i < 2) { ++i; n += 10; }
  return n;
}
int sw(int* log, int k) {
  switch (k) {
  case 0: { T a(log, 1); break; }
  case 1: { T b(log, 2); T c(log, 3); if (k == 1) break; return 7; }
  default: return 9;
  }
  return 5;
}
int ext(int* log, bool c) {
  const T& r = c ? T(log, 1) : T(log, 2);
  return r.v;
}
int arr(int* log) {
  T xs[2] = {T(log, 1), T(log, 2)};
  return xs[0].v + xs[1].v;
}
int gt(int* log) {
  int n = 0;
  {
    T a(log, 1);
  again:
    T b(log, 2);
    if (++n < 2) goto again;
    if (n == 2) goto out;
  }
out:
  return n;
}
__global__ void k(int* out, int flag) {
  int log = 0;
  maker2_t m; m.log = &log;
  const maker_t& mm = m;
  int v = mm.make(1).v;            // ctor 2, dtor 2
  out[0] = log * 10 + v;
  log = 0; out[1] = loop(&log) * 100000 + log;
  log = 0; out[2] = sw(&log, 1) * 10000 + log;
  log = 0; out[3] = sw(&log, 0) * 10000 + log;
  log = 0; out[4] = ext(&log, flag > 0) * 1000 + log;
  log = 0; out[5] = arr(&log) * 10000 + log;
  log = 0; out[6] = gt(&log) * 1000000 + log;
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPii(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 222, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 2111111, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 52332, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 50011, ptr {{(addrspace\(1\) )?}}%
// CHECK: [[C:%.*]] = icmp slt i32 %flag, 1
// CHECK: select i1 [[C]], i32 2, i32 1
// CHECK: shl nuw nsw i32 1010,
// CHECK: store i32 31221, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 2122221, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
