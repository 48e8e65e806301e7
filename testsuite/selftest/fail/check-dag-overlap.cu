// Two DAG directives cannot both claim the one matching line.
// RUN: echo 'x = 1' | %FileCheck %s
// CHECK-DAG: x = 1
// CHECK-DAG: x = 1
// COM: SELFTEST-EXPECT: check-dag-overlap.cu:4:15: error: CHECK-DAG: expected string not found in input
