// RUN: true | %FileCheck %s
// CHECK: anything
// COM: SELFTEST-EXPECT: error: FileCheck: '<stdin>' is empty
