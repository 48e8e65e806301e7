// `@meta printf` writes to the compiler's stdout at translation time, in
// source order (namespace and block scope, inside meta loops, with %d %s %c
// %x %f %% conversions), exactly once whatever the number of targets, and
// nothing of it reaches a module. -fsyntax-only prints it too.
// RUN: %circle-rs %s -sm_52 -sm_70 -gfx1100 -gfx90a --emit=ptx,amdgcn,llvm-ir -o %t > %t.out
// RUN: %FileCheck %s --match-full-lines --strict-whitespace --input-file %t.out
// RUN: printf 'translation begins\niteration 0 of k\niteration 1 of k\niteration 2 of k\nz|ff| 3.14|%%%%|green\ntranslation ends\n' | cmp - %t.out
// RUN: %circle-rs %s -fsyntax-only > %t.syntax.out
// RUN: cmp %t.out %t.syntax.out
// RUN: %circle-rs %s -sm_70 -j 1 --emit=ptx -o %t.j1 > %t.j1.out
// RUN: cmp %t.out %t.j1.out
// RUN: %circle-rs validate %t.j1
// RUN: ! grep -q -e translation -e iteration %t/meta-printf-once.sm_70.ll %t/meta-printf-once.gfx1100.ll
// RUN: grep -q 'define ptx_kernel void @_Z1kPi' %t/meta-printf-once.sm_70.ll
// RUN: %circle-rs validate %t

@meta printf("translation begins\n");
enum class color { red, green = 5 };

__global__ void k(int* p) {
  @meta for(int i = 0; i < 3; ++i)
    @meta printf("iteration %d of %s\n", i, "k");
  p[0] = 1;
}

@meta printf("%c|%x|%5.2f|%%|%s\n", 'z', 255, 3.14159, @enum_name(color, 1));
@meta printf("translation ends\n");

// CHECK:translation begins
// CHECK-NEXT:iteration 0 of k
// CHECK-NEXT:iteration 1 of k
// CHECK-NEXT:iteration 2 of k
// CHECK-NEXT:z|ff| 3.14|%|green
// CHECK-NEXT:translation ends
// CHECK-NOT:{{.}}
