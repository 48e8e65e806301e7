// A module that uses a feature its target lacks stops at the gate, before
// LLVM: LLVM 19 aborts on `.managed` below sm_30 ("LLVM ERROR: .attribute
// (.managed) requires PTX version >= 4.0 and sm_30", exit 134). The gate's
// error is the whole answer, the other target is unaffected, and nothing is
// written.
// RUN: %not %circle-rs %s -sm_20 -sm_30 --emit=ptx -o %t 2>&1 | %FileCheck %s
// CHECK: gate-before-llvm.cu:[[@LINE+4]]:17: error: __managed__ variables require architecture compute_30 or higher [sm_20]
// CHECK-NOT: LLVM ERROR
// CHECK: 1 error generated.
// RUN: test ! -e %t
__managed__ int counter;
__global__ void k() { counter++; }
