// RUN: echo 'x = add y' | %FileCheck %s
// RUN: echo 'x = add y' | %FileCheck %s --match-full-lines
// CHECK: add y
// COM: SELFTEST-EXPECT: RUN line 2 failed (exit code 1)
