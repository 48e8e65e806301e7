// RUN: printf '%%s\n' 'def %%5' 'use %%6' | %FileCheck %s
// CHECK: def [[R:%[0-9]+]]
// CHECK: use [[R]]
// COM: SELFTEST-EXPECT: check-var-mismatch.cu:3:11: error: CHECK: expected string not found in input
