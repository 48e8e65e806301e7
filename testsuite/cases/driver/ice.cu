// A panic anywhere is an internal compiler error: exit status 70, a
// diagnostic, no Rust backtrace.
// RUN: %circle-rs --emit=ptx,amdgcn --debug-crash %s > %t.out 2>&1; test $? -eq 70
// RUN: %FileCheck %s --input-file %t.out
// CHECK: circle-rs: fatal error: internal compiler error: deliberate crash
// CHECK-NEXT: circle-rs: note: this is a bug in circle-rs
// CHECK-NOT: RUST_BACKTRACE
// CHECK-NOT: panicked
