// Class layouts in device code: members with destructors (destroyed in
// reverse order), an array of objects (destroyed last element first),
// trivially copyable classes with a base (returned and passed by value,
// assigned with their implicit trivial assignment), an empty base, a union
// member (every member at offset 0), a user-written assignment operator,
// and sizes. The kernel folds to clang's constants at -O2.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-layout.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-layout.gfx1100.ll
// RUN: %circle-rs validate %t

struct tr_t { int* p; int id; tr_t() : p(nullptr), id(0) {} tr_t(int* p, int id) : p(p), id(id) {} ~tr_t() { if (p) *p = *p * 10 + id; } };
struct holder_t { tr_t a; tr_t b; holder_t(int* p) : a(p, 1), b(p, 2) {} };
struct empty_t {};
struct base_t { int x; };
struct der_t : base_t { int y; unsigned bits : 3; unsigned more : 5; };
struct wrap_t : empty_t { float v; };
union u_t { int i; float f; };
struct with_union_t : base_t { u_t u; };
der_t make(int x) { der_t d; d.x = x; d.y = 2 * x; d.bits = 5; d.more = 17; return d; }
int sum(der_t d) { return d.x + d.y + d.bits + d.more; }
wrap_t wrap(float v) { wrap_t w; w.v = v; return w; }
struct cnt_t { int n = 0; cnt_t& operator=(const cnt_t& o) { n = o.n + 1; return *this; } };
__global__ void k(int* out, float* fout) {
  int log = 0;
  {
    holder_t h(&log);
  }
  out[0] = log;                 // 21
  log = 0;
  {
    tr_t arr[3];
    arr[0].p = &log; arr[0].id = 1;
    arr[2].p = &log; arr[2].id = 3;
  }
  out[1] = log;                 // 31
  der_t d = make(3);
  out[2] = sum(d);              // 3 + 6 + 5 + 17 = 31
  fout[0] = wrap(2.5f).v;
  with_union_t wu;
  wu.u.f = 1.0f;
  wu.x = 4;
  out[3] = wu.u.i + wu.x;        // 0x3f800000 + 4
  cnt_t a, b;
  b = a;
  b = b;
  out[4] = b.n;                 // 2
  empty_t e1, e2;
  e1 = e2;
  out[5] = sizeof(e1) + sizeof(wrap_t);  // 1 + 4
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPiPf(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 21, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 31, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 31, ptr {{(addrspace\(1\) )?}}%
// CHECK: store float 2.500000e+00, ptr {{(addrspace\(1\) )?}}%fout
// CHECK: store i32 1065353220, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 2, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 5, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
