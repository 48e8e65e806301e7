// RUN: printf '%%s\n' 'ret' 'ret' | %FileCheck %s
// CHECK-COUNT-3: ret
// COM: SELFTEST-EXPECT: CHECK-COUNT-3: expected string not found in input (3 out of 3)
