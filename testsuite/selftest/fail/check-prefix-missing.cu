// A prefix with no directive is an error, not a vacuous pass.
// RUN: echo sm_70 | %FileCheck %s --check-prefix=CHECK-SM70
// CHECK: sm_70
// COM: SELFTEST-EXPECT: no check strings found with prefix 'CHECK-SM70:'
