// A CHECK may not match past the next label: blocks are independent.
// RUN: printf '%%s\n' 'define @f' 'define @g' 'ret' | %FileCheck %s
// CHECK-LABEL: define @f
// CHECK: ret
// CHECK-LABEL: define @g
// COM: SELFTEST-EXPECT: check-label-block.cu:4:11: error: CHECK: expected string not found in input
