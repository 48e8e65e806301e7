// With --check-prefix=CHECK-SM90, only CHECK-SM90 lines apply.
// RUN: echo 'target sm_70' | %FileCheck %s --check-prefix=CHECK-SM90
// CHECK-SM70: sm_70
// CHECK-SM90: sm_90
// COM: SELFTEST-EXPECT: CHECK-SM90: expected string not found in input
