// Construction and destruction with virtual bases in device code (each
// trace digit a constructor or destructor call): the most derived class
// constructs the shared virtual base once, with its own arguments, and the
// intermediate bases run their base-object constructors and destructors
// (C2/D2: the same code without the virtual bases), which find the virtual
// base through the most derived class's vtables. Folds at -O2 to what clang
// computes; the -O0 modules define the C2/D2 variants. (Without VTTs, a
// virtual call in a base-object constructor or destructor of a class with
// virtual bases dispatches to the most derived overrider.)
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-virtual-bases.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-virtual-bases.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-virtual-bases.sm_70.ll
// RUN: %circle-rs validate %t0

struct base_t { int* log; int v; base_t(int* l) : log(l), v(10) { *log = *log * 10 + 1; } base_t() : log(nullptr), v(0) {} virtual ~base_t() { if (log) *log = *log * 10 + 9; } virtual int get() const { return v; } };
struct left_t : virtual base_t { int l; left_t() : l(1) {} ~left_t() { *log = *log * 10 + 2; } };
struct right_t : virtual base_t { int r; right_t() : r(2) {} ~right_t() { *log = *log * 10 + 3; } int get() const override { return v + r; } };
struct diamond_t : left_t, right_t { int d; diamond_t(int* l) : base_t(l), d(3) {} };
struct solo_t : virtual base_t { solo_t(int* l) : base_t(l) {} };
int via_base(const base_t* b) { return b->get(); }
__global__ void k(int* out) {
  int log = 0;
  {
    diamond_t d(&log);
    out[0] = via_base(&d) + d.l + d.r;   // 12 + 1 + 2
  }
  out[1] = log;                          // 1, then ~right 3, ~left 2, ~base 9: 1329
  log = 0;
  { solo_t s(&log); out[2] = s.get(); }  // 10
  out[3] = log;                          // 19
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call
// CHECK: store i32 15, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 1329, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 10, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 19, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void

// O0-LABEL: define linkonce_odr void @_ZN9diamond_tC1EPi(
// O0: call void @_ZN6base_tC1EPi(
// O0: call void @_ZN6left_tC2Ev(
// O0: call void @_ZN7right_tC2Ev(
// O0-DAG: define linkonce_odr void @_ZN6left_tD2Ev(
// O0-DAG: define linkonce_odr void @_ZN7right_tD2Ev(
