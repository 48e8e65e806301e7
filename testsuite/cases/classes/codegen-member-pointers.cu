// Pointers to members in device code: data members (read and written
// through .* and ->*), member functions (non-virtual and virtual, which
// dispatch through the object's vtable), a pointer to a base's member
// converted to the derived class's (its adjustment applied), null pointers
// and their conversion to bool, comparisons, a pointer to member
// function passed to a helper, and one whose function takes and returns a
// class that is passed indirectly (the caller's copy and result slot). The
// kernel folds to what clang computes.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-member-pointers.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-member-pointers.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=ptx,amdgcn -o %t0
// RUN: %circle-rs validate %t0

struct pt_t {
  int x, y;
  int sum() const { return x + y; }
  int diff() const { return x - y; }
};
struct pad_t { int pad[3]; };
struct shape_t {
  int id;
  virtual int area() const { return 1; }
  virtual int sides() const { return 0; }
  int twice() const { return 2 * area(); }
};
struct sq_t : pad_t, shape_t {
  int s;
  int area() const override { return s * s; }
  int sides() const override { return 4; }
};

int apply(const pt_t& p, int (pt_t::*f)() const) { return (p.*f)(); }

struct big_t {
  int v;
  big_t(int x) : v(x) {}
  big_t(const big_t& o) : v(o.v + 1) {}
  ~big_t() {}
};
struct maker_t {
  int x;
  big_t make(big_t a) const { return big_t(a.v + x); }
};

__global__ void k(int* out) {
  pt_t p{10, 3};
  int pt_t::*m = &pt_t::x;
  int r = p.*m;                               // 10
  m = &pt_t::y;
  p.*m = 4;                                   // p.y = 4
  pt_t* pp = &p;
  r += (pp->*m) * 10;                         // 40
  r += apply(p, &pt_t::sum) * 100;            // 1400
  r += apply(p, &pt_t::diff) * 1000;          // 6000
  sq_t sq;
  sq.s = 3;
  sq.id = 7;
  const shape_t& sh = sq;
  int (shape_t::*vf)() const = &shape_t::area;
  r += (sh.*vf)() * 10000;                    // 90000
  vf = &shape_t::sides;
  r += (sq.*vf)() * 100000;                   // 400000 (through the base)
  int (sq_t::*df)() const = &shape_t::twice;  // adjusted by the base's offset
  r += (sq.*df)() * 1000000;                  // 18000000
  int sq_t::*dm = &shape_t::id;
  r += (sq.*dm) * 100000000;                  // 700000000
  int pt_t::*null_m = nullptr;
  int (pt_t::*null_f)() const = 0;
  int flags = (null_m ? 1 : 0) + (m ? 2 : 0) + (null_f ? 4 : 0) + (vf ? 8 : 0)
            + (m == &pt_t::y ? 16 : 0) + (df != &shape_t::twice ? 32 : 0)
            + (vf == &shape_t::area ? 64 : 0);
  out[threadIdx.x] = r;                       // 718497450
  out[threadIdx.x + 1] = flags;               // 2 + 8 + 16 = 26
  maker_t mk{5};
  big_t (maker_t::*make)(big_t) const = &maker_t::make;
  out[threadIdx.x + 2] = (mk.*make)(big_t(3)).v;  // 8
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 718497450, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 26, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 8, ptr {{(addrspace\(1\) )?}}%
