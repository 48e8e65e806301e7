// Statements: compound, if/else chains, for, while, do/while, break,
// continue, return, and declarations in conditions (`if (int v = ...)`, the
// variable in scope in both branches). Each function runs
// twice: at compile time by `@meta` (the results are static_asserted) and
// on the device, where -O2 folds it to the same constant.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/stmt-control-flow.sm_70.ll
// RUN: %FileCheck %s --input-file %t/stmt-control-flow.gfx1100.ll
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t.o0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t.o0/stmt-control-flow.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

int loops() {
  int s = 0;
  for (int i = 0; i < 10; ++i) {
    if (i == 3) continue;
    if (i == 8) break;
    s += i;                              // 0+1+2+4+5+6+7 = 25
  }
  int j = 0;
  while (j < 5) { j += 2; }              // 6
  int d = 100;
  do { d -= 30; } while (d > 0);         // -20
  do { d += 1; } while (false);          // -19: runs once
  return s * 1000 + j * 100 + d;         // 25581
}

int classify(int x) {
  if (x < 0) return -1;
  else if (x == 0) return 0;
  else if (x < 10) { { return 1; } }
  else return 2;
}

int decl_in_conditions(int n) {
  int r = 0;
  if (int v = n - 4) r += v;             // n=7: 3
  else r += 1000;
  if (int z = n - 7) r += 1000;          // z == 0: not taken
  else r += z + 10;                      // z in scope in the else: 10
  return r;                              // 13
}

@meta int m_loops = loops();
@meta int m_classify = classify(-5) * 1000 + classify(0) * 100 + classify(7) * 10 + classify(99);
@meta int m_decl = decl_in_conditions(7);
static_assert(m_loops == 25581, "loops at compile time");
static_assert(m_classify == -988, "classify at compile time");
static_assert(m_decl == 13, "declarations in conditions at compile time");

__global__ void k(int* p) {
  p[0] = loops();
  p[1] = classify(-5) * 1000 + classify(0) * 100 + classify(7) * 10 + classify(99);
  p[2] = decl_in_conditions(7);
}

// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK-DAG: store i32 25581,
// CHECK-DAG: store i32 -988,
// CHECK-DAG: store i32 13,
// CHECK: ret void

// At -O0 the loops are real branches.
// O0-LABEL: define {{.*}}i32 @_Z5loopsv(
// O0: icmp slt i32 %{{[0-9]+}}, 10
// O0: br i1
// O0: icmp sgt i32 %{{[0-9]+}}, 0
// O0: br i1
