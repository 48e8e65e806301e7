// Running out of memory is a diagnostic and exit status 1, not an abort
// (exit 134) that a build system reports as a crash.
// RUN: ulimit -v 700000 && %not %circle-rs -fsyntax-only %S/Inputs/macro-bomb-large.h 2>&1 | %FileCheck %s
// CHECK: circle-rs: fatal error: out of memory
// REQUIRES: linux
