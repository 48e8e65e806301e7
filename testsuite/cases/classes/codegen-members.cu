// Members and operators in device code: a member array of objects with
// destructors (destroyed last element first by the implicit destructor), a
// virtual call in a base constructor (the base's own function: the vptr is
// the base's while it runs), a conversion operator, a static member
// function, a constexpr static data member (a constant global whose loads
// fold), free operator functions, chained calls returning *this by
// reference, and a class with a destructor passed by value (the caller's
// copy is destroyed at the end of the full-expression). Folds to clang's constants at -O2; the
// -O0 modules pass ptxas and ld.lld.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-members.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-members.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=ptx,amdgcn -o %t0
// RUN: %circle-rs validate %t0

struct d_t { int* log; int id; d_t() : log(nullptr), id(0) {} ~d_t() { if (log) *log = *log * 10 + id; } };
struct holder_t { d_t items[3]; };
struct base_t {
  int seen;
  base_t() : seen(kind()) {}
  virtual int kind() const { return 1; }
  virtual ~base_t() {}
};
struct der_t : base_t { int kind() const override { return 2; } der_t() : base_t() { seen = seen * 10 + kind(); } };
struct meters_t {
  float v;
  explicit meters_t(float v) : v(v) {}
  operator float() const { return v; }
  static meters_t from_km(float k) { return meters_t(k * 1000); }
  static constexpr float scale = 2.0f;
};
meters_t operator+(const meters_t& a, const meters_t& b) { return meters_t(a.v + b.v); }
bool operator<(const meters_t& a, const meters_t& b) { return a.v < b.v; }
struct chain_t { int n = 0; chain_t& add(int k) { n += k; return *this; } };
int consume(d_t d) { return d.id; }
__global__ void k(int* out, float* fout) {
  int log = 0;
  {
    holder_t h;
    for (int i = 0; i < 3; ++i) { h.items[i].log = &log; h.items[i].id = i + 1; }
  }
  out[0] = log;                               // 321
  der_t d;
  out[1] = d.seen;                            // 12
  meters_t m = meters_t::from_km(1.5f) + meters_t(2.0f);
  fout[0] = (float)m * meters_t::scale + (m < meters_t(3.0f));   // 3004
  chain_t c;
  out[2] = c.add(1).add(2).add(3).n;          // 6
  log = 0;
  d_t x; x.log = &log; x.id = 7;
  out[3] = consume(x) * 100 + log;            // the copy is destroyed at the end of the full-expression, after log is read: 700
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPiPf(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 321, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 12, ptr {{(addrspace\(1\) )?}}%
// CHECK: store float 3.004000e+03, ptr {{(addrspace\(1\) )?}}%fout
// CHECK: store i32 6, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 700, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
