// RUN: %not %circle-rs 2>&1 | %FileCheck %s
// RUN: %not %circle-rs -sm_70 2>&1 | %FileCheck %s
// CHECK: circle-rs: error: no input files
// CHECK-NEXT: 1 error generated.
