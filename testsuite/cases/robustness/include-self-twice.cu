// A file that includes itself twice without a guard would be read 2^200
// times: the first "#include nested too deeply" stops preprocessing, as
// clang's fatal error does, so the error comes once and the run is quick.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// CHECK: include-self-twice.cu:8:1: error: #include nested too deeply (more than 200 levels)
// CHECK-NOT: error
// CHECK: 1 error generated.
#include __FILE__
#include __FILE__
int x;
