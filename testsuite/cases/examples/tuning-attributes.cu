// examples/tuning_attributes.cu: a per-architecture tuning table as enum
// attributes, one `if codegen` branch per target picking its tuning at
// compile time. Built for sm_70 and sm_90: the compile-time report is
// printed once; the sm_70 module runs volta's tuning (256 x 8: blocks of
// 2048 items, 8 unrolled steps, index 1 stored) and the sm_90 module
// hopper's (512 x 16: blocks of 8192 items, 16 steps, index 2); each
// module holds only its own branch. scripts/gpu-check.sh builds and runs
// the program (testsuite/gpu/examples/tuning_attributes.out).
// RUN: %circle-rs %S/../../../examples/tuning_attributes.cu -sm_70 -sm_90 -O2 --emit=llvm-ir,ptx -o %t > %t.stdout
// RUN: %FileCheck %s --check-prefix=ONCE --input-file %t.stdout --match-full-lines
// ONCE: sm_70: tuning volta, 256 x 8, unrolled
// ONCE-NEXT: sm_90: tuning hopper, 512 x 16, unrolled, 2 blocks per SM
// ONCE-NOT: tuning
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/tuning_attributes.sm_70.ll
// RUN: %FileCheck %s --check-prefix=SM90 --input-file %t/tuning_attributes.sm_90.ll
// SM70-LABEL: define ptx_kernel void @_Z9scale_addifPKfPfPi(
// SM70: store i32 1, ptr %used
// SM70: shl i32 %{{[0-9]+}}, 11
// SM70-COUNT-8: fmul contract float
// SM70-NOT: fmul
// SM70: ret void
// SM90-LABEL: define ptx_kernel void @_Z9scale_addifPKfPfPi(
// SM90: store i32 2, ptr %used
// SM90: shl i32 %{{[0-9]+}}, 13
// SM90-COUNT-16: fmul contract float
// SM90-NOT: fmul
// SM90: ret void
// RUN: %circle-rs validate %t
