// switch/case/default with fallthrough, break inside switch inside a loop,
// case labels on constant expressions and enumerators, default in the
// middle, nested switch; goto forward and backward to labels. Run at compile
// time (static_assert) and folded on the device at -O2; at -O0 a switch is
// an LLVM `switch` with the case values.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/stmt-switch-goto.sm_70.ll
// RUN: %FileCheck %s --input-file %t/stmt-switch-goto.gfx90a.ll
// RUN: %circle-rs %s -gfx90a -O0 --emit=llvm-ir -o %t.o0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t.o0/stmt-switch-goto.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=GOTO --input-file %t.o0/stmt-switch-goto.gfx90a.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

enum op_t { op_add = 10, op_sub = 20, op_nop = 30 };

int sw(int x) {
  int r = 0;
  switch (x) {
    case 1: r += 1;                       // falls through
    case 2: r += 10; break;
    default: r += 500;                    // falls through
    case 3 * 2: r += 1000; break;
    case op_add: {
      switch (x % 3) { case 1: r += 7; break; default: r += 8; }
      break;
    }
  }
  return r;
}

int sum_all() {
  return sw(1) + sw(2) * 10 + sw(6) * 100 + sw(10) * 1000 + sw(99);   // 11 + 100 + 100000 + 7000 + 1500
}

int loop_switch() {
  int n = 0;
  for (int i = 0; i < 6; ++i) {
    switch (i) { case 2: continue; case 4: break; default: n += i; }
  }
  return n;                               // 0+1+3+5 = 9 (case 4 leaves the switch)
}

int gotos(int n) {
  int acc = 0;
again:
  acc += n;
  if (--n > 0) goto again;                // backward
  if (acc > 5) goto done;                 // forward
  acc = -1;
done:
  return acc;                             // n=4: 10
}

@meta int m_sum = sum_all();
@meta int m_ls = loop_switch();
@meta int m_goto = gotos(4);
static_assert(m_sum == 108611, "switch at compile time");
static_assert(m_ls == 9, "break/continue in a switch in a loop");
static_assert(m_goto == 10, "goto at compile time");

__global__ void k(int* p) {
  p[0] = sum_all();
  p[1] = loop_switch();
  p[2] = gotos(4);
  p[3] = sw(p[4]);
}

// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK-DAG: i32 108611
// CHECK-DAG: i32 9{{[,>]}}
// CHECK-DAG: i32 10,

// O0-LABEL: define {{.*}}i32 @_Z2swi(
// O0: switch i32 %{{[0-9]+}}, label %{{[a-z._0-9]+}} [
// O0-DAG: i32 1, label
// O0-DAG: i32 2, label
// O0-DAG: i32 6, label
// O0-DAG: i32 10, label
// O0: ]
// GOTO-LABEL: define {{.*}}i32 @_Z5gotosi(
// GOTO: br label %[[AGAIN:label[0-9]*]]
// GOTO: [[AGAIN]]:
// GOTO: br i1 %{{[0-9]+}}, label %[[THEN:[a-z.0-9]+]],
// GOTO: [[THEN]]:
// GOTO-NEXT: br label %[[AGAIN]]
// GOTO: br label %[[DONE:label[0-9]+]]
// GOTO: [[DONE]]:
// GOTO-NEXT: load i32
// GOTO-NEXT: ret i32
