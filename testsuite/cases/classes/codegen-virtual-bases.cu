// Virtual bases in device code, with the Itanium ABI's constructor and
// destructor variants: the complete-object ones (C1/D1) build and destroy
// the virtual bases, the base-object ones (C2/D2) of a diamond's branches
// leave them to the most derived class and take their vptrs from the VTT
// (construction vtables). Everything folds at -O2 to what clang computes
// for the same code.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-virtual-bases.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-virtual-bases.gfx1100.ll
// RUN: %circle-rs validate %t

struct base_t { int* log; int v; base_t(int* l) : log(l), v(10) { *log = *log * 10 + 1; } base_t() : log(nullptr), v(0) {} virtual ~base_t() { if (log) *log = *log * 10 + 9; } virtual int get() const { return v; } };
struct solo_t : virtual base_t { int s; solo_t(int* l) : base_t(l), s(5) {} ~solo_t() { *log = *log * 10 + 4; } int get() const override { return v + s; } };
// A diamond: each branch's constructor sees its own overriders (the
// construction vtables) and the shared base where the diamond put it.
struct left_t : virtual base_t {
  int l;
  left_t() : l(1) { *log = *log * 10 + get(); }       // 10 + 1 = 11: adds 11
  ~left_t() { *log = *log * 10 + 2; }
  int get() const override { return v + l; }
};
struct right_t : virtual base_t {
  int r;
  right_t() : r(2) { *log = *log * 10 + (get() == 10 ? 3 : 0); }  // base_t::get
  ~right_t() { *log = *log * 10 + 5; }
};
struct diamond_t : left_t, right_t {
  int d;
  diamond_t(int* l) : base_t(l), d(3) {}
  int get() const override { return v + l + r + d; }
};
int via_base(const base_t* b) { return b->get(); }
int via_right(const right_t* r) { return r->get() + r->v; }
__global__ void k(int* out) {
  int log = 0;
  { solo_t s(&log); out[0] = via_base(&s); }  // 15
  out[1] = log;                              // 1, then ~solo 4, ~base 9: 149
}
__global__ void dia(int* out) {
  int log = 0;
  {
    diamond_t d(&log);
    out[2] = via_base(&d);    // 16
    out[3] = via_right(&d);   // 16 + 10 = 26
  }
  // base 1, left (1)*10+11 = 21, right 213, then ~right 2135, ~left 21352, ~base 213529
  out[4] = log;
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call
// CHECK: store i32 15, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 149, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z3diaPi(
// CHECK-NOT: call
// CHECK-DAG: store i32 16, ptr {{(addrspace\(1\) )?}}%
// CHECK-DAG: store i32 26, ptr {{(addrspace\(1\) )?}}%
// CHECK-DAG: store i32 213529, ptr {{(addrspace\(1\) )?}}%
// CHECK: ret void
