// RUN: printf '%%s\n' first middle second | %FileCheck %s
// CHECK: first
// CHECK-NEXT: second
// COM: SELFTEST-EXPECT: CHECK-NEXT: is not on the line after the previous match
// COM: SELFTEST-EXPECT: <stdin>:3:1: note: 'next' match was here
