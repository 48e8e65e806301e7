// -fconstexpr-steps=N bounds compile-time evaluation (clang's option); the
// default is 50 million steps.
// RUN: %not %circle-rs %s -fsyntax-only -fconstexpr-steps=1000 2>&1 | %FileCheck %s --check-prefix=LOW
// LOW: error: compile-time evaluation exceeded the limit of 1000 steps
// RUN: %circle-rs %s -fsyntax-only -fconstexpr-steps=100000 | %FileCheck %s --check-prefix=OK
// OK: 500500
#include <cstdio>
long sum(long n) { long s = 0; for (long i = 1; i <= n; ++i) s += i; return s; }
@meta printf("%ld\n", sum(1000));
