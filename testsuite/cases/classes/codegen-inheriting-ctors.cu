// Inheriting constructors and placement new in device code: 'using
// Base::Base;' gives the derived class the base's constructors (the rest of
// the object default-initialized, a default member initializer included;
// a default argument carried over; a constructor declared in the derived
// class hides the inherited one with its parameters), in a class template
// too; placement new with a user-declared allocation function taking a
// tag, a class's own placement operator new, and the reserved form. The
// kernel folds to what clang computes; the inheriting constructor keeps
// its Itanium name (C1I <base>) when it is not inlined.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-inheriting-ctors.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-inheriting-ctors.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-inheriting-ctors.sm_70.ll
typedef decltype(sizeof(0)) size_t;

struct base_t {
  int v;
  base_t(int a, int b = 10) : v(a * b) {}
  base_t(const char* s) : v(s[0]) {}
};
struct derived_t : base_t {
  using base_t::base_t;
  derived_t(const char*) : base_t(1), extra(100) {}
  int extra = 7;
};
template <class T> struct wrap_t : T {
  using T::T;
  int tag = 3;
};

struct arena_t {};
void* operator new(size_t, void* where, arena_t) { return where; }
struct slot_t {
  static void* operator new(size_t, void* p) { return p; }
  int a, b;
  slot_t(int x, int y) : a(x), b(y) {}
};

__global__ void k(int* out) {
  derived_t d1(2, 3);              // v 6, extra 7
  derived_t d2(4);                 // v 40
  derived_t d3("x");               // the derived's own: v 10, extra 100
  wrap_t<base_t> w(5, 5);          // v 25, tag 3
  out[threadIdx.x] = d1.v + d1.extra + d2.v * 10 + (d3.v + d3.extra) * 1000 + (w.v + w.tag) * 100000;
  alignas(slot_t) unsigned char buf[sizeof(slot_t) * 2];
  slot_t* s = new (buf) slot_t(3, 4);
  base_t* b = new (buf + sizeof(slot_t), arena_t{}) base_t(6, 7);
  out[threadIdx.x + 1] = s->a * 10 + s->b + b->v * 100;  // 34 + 4200
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 2910413, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 4234, ptr {{(addrspace\(1\) )?}}%
// O0-DAG: define linkonce_odr void @_ZN9derived_tCI16base_tEii(
// O0-DAG: define linkonce_odr void @_ZN6wrap_tI6base_tECI16base_tEii(
