// Pointers (to pointers, to const), arrays (multi-dimensional, decay to
// pointers in parameters), `const` (mangled, assignable through a non-const
// path only), references `T&` and `const T&` as parameters (passed as
// pointers, writes through them reach the caller's object).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/types-pointers-arrays-refs.sm_70.ll
// RUN: %FileCheck %s --input-file %t/types-pointers-arrays-refs.gfx1100.ll
// RUN: %circle-rs -O2 %s -sm_70 --emit=llvm-ir -o %t.o2
// RUN: %FileCheck %s --check-prefix=FOLD --input-file %t.o2/types-pointers-arrays-refs.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__device__ void bump(int& r, const int& by) { r += by; }
__device__ int first(const int* const* pp) { return **pp; }
__device__ int grid_at(int (*g)[3], int i) { return g[i][2]; }

__device__ int refs_fold() {
  int a = 5;
  const int b = 7;
  bump(a, b);
  bump(a, 100);
  int m[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
  const int* q = &a;
  const int* const* pq = &q;
  return a + first(pq) + grid_at(m, 1);
}
static_assert(sizeof(int[2][3]) == 24 && sizeof(int*) == 8 && sizeof(int**) == 8, "");

__global__ void k(int* p) {
  bump(p[0], p[1]);
  p[2] = refs_fold();
}

// CHECK-LABEL: define {{.*}}void @_Z4bumpRiRKi(ptr %r, ptr %by)
// CHECK: %[[BY:[0-9]+]] = load i32, ptr
// CHECK: %[[OLD:[0-9]+]] = load i32, ptr
// CHECK: add i32 %[[OLD]], %[[BY]]
// CHECK: store i32
// CHECK-LABEL: define {{.*}}i32 @_Z5firstPKPKi(ptr %pp)
// CHECK: load ptr, ptr
// CHECK: load ptr, ptr
// CHECK: load i32, ptr
// CHECK-LABEL: define {{.*}}i32 @_Z7grid_atPA3_ii(ptr %g, i32 %i)
// CHECK: getelementptr inbounds [3 x i32], ptr %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 2
// CHECK-LABEL: define {{.*}}i32 @_Z9refs_foldv(
// CHECK: call void @_Z4bumpRiRKi(ptr %{{[a-z0-9]+}}, ptr %{{[a-z0-9]+}})
// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK: call void @_Z4bumpRiRKi(ptr %{{[0-9]+}}, ptr %{{[0-9]+}})

// a = 5 + 7 + 100 = 112; first(pq) = a = 112; grid_at(m, 1) = 6.
// FOLD-LABEL: define {{.*}}i32 @_Z9refs_foldv(
// FOLD: ret i32 230
