// RUN: printf '%%s\n' 'define @f' 'ret' | %FileCheck %s
// CHECK-LABEL: define @f
// CHECK: ret
// CHECK-LABEL: define @g
// COM: SELFTEST-EXPECT: check-label-missing.cu:4:17: error: CHECK-LABEL: expected string not found in input
