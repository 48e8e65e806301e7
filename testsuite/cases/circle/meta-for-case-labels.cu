// A `@meta for` inside a switch injects one `case` per iteration with the
// loop variable bound as a constant (in the label and the statements),
// `@meta break` / `@meta continue` steer the meta loop (iterations skipped
// or stopped inject nothing), and a runtime `break` inside the injected
// body leaves the switch. At -O0 the switch has exactly the injected case
// values; at -O2 a lookup folds to the same squares.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/meta-for-case-labels.sm_70.ll
// RUN: %FileCheck %s --input-file %t/meta-for-case-labels.gfx90a.ll
// RUN: %circle-rs %s -sm_70 -O2 --emit=llvm-ir -o %t.o2
// RUN: %FileCheck %s --check-prefix=FOLD --input-file %t.o2/meta-for-case-labels.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__device__ int square_of(int x) {
  int r = -1;
  switch (x) {
    @meta for(int i = 0; i < 10; ++i) {
      @meta if(i == 2) @meta continue;
      @meta if(i == 6) @meta break;
      case i * 10:
        r = i * i;
        break;
    }
    default:
      r = -2;
  }
  return r;
}

__device__ int fold() { return square_of(30) * 100 + square_of(50) + square_of(20) * 1000; }

__global__ void k(int* p) { p[0] = square_of(p[1]); p[1] = fold(); }

// CHECK-LABEL: define {{.*}}i32 @_Z9square_ofi(
// CHECK: switch i32 %{{[0-9]+}}, label %{{[a-z._0-9]+}} [
// CHECK-NEXT: i32 0, label
// CHECK-NEXT: i32 10, label
// CHECK-NEXT: i32 30, label
// CHECK-NEXT: i32 40, label
// CHECK-NEXT: i32 50, label
// CHECK-NEXT: ]

// 9 * 100 + 25 + (-2) * 1000
// FOLD-LABEL: define {{.*}}i32 @_Z4foldv(
// FOLD: ret i32 -1075
