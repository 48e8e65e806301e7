// RUN: echo 'value 12a' | %FileCheck %s
// CHECK: value {{[0-9]+$}}
// COM: SELFTEST-EXPECT: CHECK: expected string not found in input
