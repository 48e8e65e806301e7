// RUN: printf '%%s\n' 'a' 'b' '' | %FileCheck %s
// CHECK: a
// CHECK-EMPTY:
// COM: SELFTEST-EXPECT: CHECK-EMPTY: is not on the line after the previous match
