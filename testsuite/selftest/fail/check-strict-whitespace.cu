// RUN: echo 'a    b' | %FileCheck %s
// RUN: echo 'a    b' | %FileCheck %s --strict-whitespace
// CHECK: a b
// COM: SELFTEST-EXPECT: RUN line 2 failed (exit code 1)
