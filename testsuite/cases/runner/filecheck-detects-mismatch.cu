// The driver's `filecheck` and `not` must really check: a stub that always
// succeeds would make every CHECK in the suite pass vacuously. `!` is bash's
// own negation, independent of `%not`.
// RUN: echo 'actual output' | %FileCheck %s
// RUN: ! echo 'actual output' | %FileCheck %s --check-prefix=WRONG
// RUN: echo 'actual output' | %not %FileCheck %s --check-prefix=WRONG
// RUN: ! %not true
// CHECK: actual output
// WRONG: something else
