// A variable-length array at compile time is bounded by the interpreter's
// memory limit: a 1 TB one ends in that diagnostic, not in an allocation.
// RUN: %not %circle-rs -w -fsyntax-only %s 2>&1 | %FileCheck %s
int big(long n) {
  char huge[n];
  huge[n - 1] = 1;
  return huge[n - 1];
}
@meta int r = big(1L << 40);
// CHECK: errors-vla-memory.cu:5:13: error: compile-time evaluation exceeded the memory limit of {{[0-9]+}} bytes (raise it with -fmeta-memory-limit=N)
