// RUN: printf '%%s\n' 'call f' 'done' | %FileCheck %s
// CHECK: call f
// CHECK-SAME: done
// COM: SELFTEST-EXPECT: CHECK-SAME: is not on the same line as the previous match
