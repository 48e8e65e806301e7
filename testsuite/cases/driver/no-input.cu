// RUN: %not %circle-rs --emit=ptx,amdgcn 2>&1 | %FileCheck %s
// RUN: %not %circle-rs --emit=ptx,amdgcn -sm_70 2>&1 | %FileCheck %s
// CHECK: circle-rs: error: no input files
// CHECK-NEXT: 1 error generated.
