// A recursive untagged function reached from a kernel: it runs at compile
// time (6765) and is emitted once per module with its self-calls, which
// ptxas assembles and AMD code objects describe with a dynamic stack.
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: test "$(cat %t.out)" = "fib(20) = 6765"
// RUN: %FileCheck %s --input-file %t/recursion.sm_70.ll
// RUN: %FileCheck %s --input-file %t/recursion.gfx90a.ll
// RUN: llvm-readelf-19 --notes %t/recursion.gfx90a.hsaco | %FileCheck %s --check-prefix=ELF
// RUN: %circle-rs validate %t

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
@meta printf("fib(20) = %d\n", fib(20));
__global__ void k(int* p) { p[0] = fib(p[1]); }

// CHECK-LABEL: define {{.*}}i32 @_Z3fibi(
// CHECK: call i32 @_Z3fibi(
// CHECK: call i32 @_Z3fibi(
// ELF: .uses_dynamic_stack: true
