// Declarations in the conditions of `switch` (`switch (int v = ...)`, the
// variable in scope in the cases) and C++17 init-statements in `if` and
// `switch` (`if (int a = n; a > 3)`), at compile time and on the device.
// (Declarations in `while`/`for` conditions are not supported by sema yet.)
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/stmt-condition-declarations.sm_70.ll
// RUN: %FileCheck %s --input-file %t/stmt-condition-declarations.gfx1100.ll
// RUN: %circle-rs validate %t

int f(int n) { switch (int v = n * 2) { case 4: return v + 100; default: return v; } }
int g(int n) { if (int a = n; a > 3) return a; else return -a; }
int h(int n) { switch (int m = n + 1; m) { case 2: return m * 11; default: return 0; } }
@meta printf("%d %d %d %d\n", f(2), f(5), g(5) * 100 + g(1), h(1));
__global__ void k(int* p) { p[0] = f(2); p[1] = f(5); p[2] = g(5) * 100 + g(1); p[3] = h(1); }

// META:104 10 499 22
// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK-DAG: i32 104
// CHECK-DAG: i32 10{{[],> ]}}
// CHECK-DAG: i32 499
// CHECK-DAG: i32 22{{[],> ]}}
// CHECK: ret void
