// RUN: echo 'first second' | %FileCheck %s
// CHECK: first
// CHECK-NEXT: second
// COM: SELFTEST-EXPECT: CHECK-NEXT: is on the same line as previous match
