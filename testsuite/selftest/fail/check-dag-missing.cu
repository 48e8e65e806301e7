// RUN: printf '%%s\n' 'a = 1' 'b = 2' | %FileCheck %s
// CHECK-DAG: b = 2
// CHECK-DAG: c = 3
// CHECK-DAG: a = 1
// COM: SELFTEST-EXPECT: check-dag-missing.cu:3:15: error: CHECK-DAG: expected string not found in input
