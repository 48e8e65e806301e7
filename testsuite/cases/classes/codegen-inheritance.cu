// Multiple and virtual inheritance in device code. buffer_t's second base
// lives at offset 16, so calling bytes() through a sized_t* goes through a
// this-adjusting thunk in the secondary vtable, and converting a possibly
// null pointer checks for null (not for &x, which cannot be null); virtual
// bases are found through the virtual-base offset slots of the vtables (the
// diamond's secondary vtable has its own), and right_t's overrider of the
// shared base's get() is found through a thunk in the diamond's vtable for
// base_t. At -O2 both modules fold to the constants clang computes.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-inheritance.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-inheritance.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-inheritance.sm_70.ll
// RUN: %circle-rs validate %t0

struct named_t {
  int tag;
  named_t() : tag(7) {}
  virtual int kind() const { return 1; }
  virtual ~named_t() {}
};
struct sized_t {
  int size;
  sized_t() : size(3) {}
  virtual int bytes() const { return size; }
};
// Multiple inheritance: sized_t lives at a non-zero offset, so calling
// bytes() through a sized_t* goes through a this-adjusting thunk.
struct buffer_t : named_t, sized_t {
  int extra;
  buffer_t() : extra(5) {}
  int kind() const override { return 2; }
  int bytes() const override { return size * 4 + extra; }
};

// Virtual inheritance: one shared base_t, found through the vtable's
// virtual-base offset.
struct base_t { int v; base_t() : v(10) {} virtual int get() const { return v; } };
struct left_t : virtual base_t { int l; left_t() : l(1) {} };
struct right_t : virtual base_t { int r; right_t() : r(2) {} int get() const override { return v + r; } };
struct over_t : virtual base_t { int o; over_t() : o(4) {} int get() const override { return v + o; } };

int via_sized(const sized_t* s) { return s ? s->bytes() : -1; }
int via_base(const base_t* b) { return b->get(); }
int via_left(const left_t* l) { return l->v + l->l; }
int via_right(const right_t* r) { return r->v + r->r + r->get() * 100; }

__global__ void k(int* out) {
  buffer_t b;
  const named_t* n = &b;
  out[0] = via_sized(&b) * 100 + n->kind() * 10 + b.tag;   // 17*100 + 20 + 7 = 1727
  out[1] = via_sized(nullptr);                             // -1
  left_t l;
  right_t r;
  l.v = 20;
  r.v = 20;
  out[2] = via_base(&r) * 100 + via_left(&l) * 10 + 3;     // 22*100 + 21*10 + 3 = 2413
  out[3] = via_right(&r);                                  // 20 + 2 + 2200 = 2222
  over_t o;
  out[4] = via_base(&o);                                   // 14, through a virtual thunk
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call
// CHECK: store i32 1727, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 -1, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 2413, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 2222, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 14, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void

// O0-LABEL: define i32 @_Z9via_sizedPK7sized_t(
// O0-LABEL: define i32 @_Z8via_leftPK6left_t(
// O0: %vtable = load ptr, ptr
// O0-NEXT: getelementptr inbounds i8, ptr %vtable, i64 -24
// O0-NEXT: %vbase.offset = load i64, ptr
