// --time-report shows the front end once and one code-generation job per target.
// RUN: %circle-rs --emit=ptx,amdgcn %s -sm_70 -gfx1100 -o %t --time-report 2>&1 | %FileCheck %s
// CHECK: circle-rs time report
// CHECK: preprocess
// CHECK: parse
// CHECK: translate
// CHECK: codegen
// CHECK-DAG: job sm_70
// CHECK-DAG: job gfx1100
// CHECK: front end
// CHECK: total
__global__ void k(int* p) { p[0] = 1; }
