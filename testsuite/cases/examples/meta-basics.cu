// ../shared/examples/meta/meta_basics.cu, its compile-time part: the
// interpreter prints while translating, exactly once though three targets
// are named; the compile-time `std::vector<int>` (the system's libstdc++)
// is filled by a meta loop, iterated by a meta range-for and indexed by
// `@meta squares[i]` in ordinary code.
// REQUIRES: ptxas, ld.lld
// RUN: %circle-rs %S/../../../../shared/examples/meta/meta_basics.cu -sm_52 -sm_70 -gfx1100 --emit=ptx,amdgcn -o %T/out > %T/stdout 2> %T/diags && test ! -s %T/diags
// RUN: test $(wc -l < %T/stdout) -eq 4
// RUN: %FileCheck %s --match-full-lines --input-file %T/stdout
// CHECK: translation begins
// CHECK-NEXT: shape_t has 4 enumerators
// CHECK-NEXT: squares: 1 4 9 16 25
// CHECK-NEXT: translation ends
