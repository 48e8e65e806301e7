// RUN: printf '%%s\n' begin forbidden end | %FileCheck %s
// CHECK: begin
// CHECK-NOT: forbidden
// CHECK: end
// COM: SELFTEST-EXPECT: CHECK-NOT: excluded string found in input
// COM: SELFTEST-EXPECT: <stdin>:2:1: note: found here
