// Pointer arithmetic: pointer + integer scales by the element size,
// pointer - pointer divides by it (ptrdiff_t), ++/-- and += on pointers,
// comparisons, subscripts on both sides (p[i] == i[p]), address-of and
// dereference, pointers to struct members through ->, and array decay.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-pointers.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-pointers.gfx1100.ll
// RUN: %circle-rs %s -sm_70 -O2 --emit=llvm-ir -o %t.o2
// RUN: %FileCheck %s --check-prefix=FOLD --input-file %t.o2/expr-pointers.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstddef>

struct node { int v; double w; };

__device__ double* advance(double* p, int n) { return p + n; }
__device__ long distance(float* a, float* b) { return b - a; }
__device__ bool before(int* a, int* b) { return a < b; }

__device__ int walk() {
  int a[6] = { 1, 2, 3, 4, 5, 6 };
  int* p = a;                     // decay
  p += 2;                         // a[2]
  int x = *p++;                   // 3, p -> a[3]
  int y = *--p;                   // 3, p -> a[2]
  int z = 4[a] + p[1] + *(a + 5); // 5 + 4 + 6
  ptrdiff_t d = &a[5] - p;        // 3
  node n = { 40, 0.5 };
  node* pn = &n;
  return x + y + z + (int)d + pn->v + (*pn).v + (p == a + 2) + (p != a);   // 3+3+15+3+40+40+1+1
}

__global__ void k(double* q, float* f, int* p) {
  p[0] = walk() + distance(f, f + 4) + before(p, p + 1);
  q[0] = *advance(q, p[1]);
}

// CHECK-LABEL: define {{.*}}ptr @_Z7advancePdi(
// CHECK: sext i32 %{{[0-9]+}} to i64
// CHECK: getelementptr inbounds double, ptr %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK-LABEL: define {{.*}}i64 @_Z8distancePfS_(
// CHECK: ptrtoint ptr %{{[0-9]+}} to i64
// CHECK: ptrtoint ptr %{{[0-9]+}} to i64
// CHECK: sub i64
// CHECK: sdiv exact i64 %{{[0-9]+}}, 4
// CHECK-LABEL: define {{.*}}i1 @_Z6beforePiS_(
// CHECK: icmp ult {{ptr|i64}}

// FOLD-LABEL: define {{.*}}i32 @_Z4walkv(
// FOLD: ret i32 106
