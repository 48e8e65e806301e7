// Declarations in `while` and `for` conditions: the variable is declared and
// tested on every iteration (C++ [stmt.while], [stmt.for]).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -O2 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --input-file %t/stmt-decl-in-loop-conditions.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
int decl_in_loops(int n) {
  int r = 0;
  while (int w = n) { r += w; n -= 1; if (n == 5) break; }   // 7 + 6
  for (int i = 0; int c = 3 - i; ++i) r += c * 100;          // 300+200+100
  return r;                                                  // 613
}
@meta int m = decl_in_loops(7);
static_assert(m == 613, "");
__global__ void k(int* p) { p[0] = decl_in_loops(7); }
// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK: store i32 613,
