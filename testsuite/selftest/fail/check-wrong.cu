// RUN: echo 'hello world' | %FileCheck %s
// CHECK: goodbye world
// COM: SELFTEST-EXPECT: RUN line 1 failed (exit code 1)
// COM: SELFTEST-EXPECT: check-wrong.cu:2:11: error: CHECK: expected string not found in input
// COM: SELFTEST-EXPECT: <stdin>:1:1: note: scanning from here
