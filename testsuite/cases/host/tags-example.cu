// ../shared/examples/dispatch/tags.cu, a host-only program, built and run
// as its header says (`circle-rs tags.cu -o tags && ./tags`).
// RUN: cd %S/../../../../shared/examples/dispatch && %circle-rs tags.cu -o %t
// RUN: %t | %FileCheck %s --match-full-lines
// CHECK: sm_30
// CHECK-NEXT: sm_30
// CHECK-NEXT: sm_52
// CHECK-NEXT: sm_52
// CHECK-NOT: {{.}}
