// ../shared/examples/codegen_if/reduction.cu, compiled where it lies: each
// module keeps only its `@codegen if` branch, and the codegen object
// `arch10` selects x*7 from sm_70 on and x*5 before.
// RUN: %circle-rs %S/../../../../shared/examples/codegen_if/reduction.cu -sm_30 -sm_52 -sm_70 --emit=ptx,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=SM30 --input-file %t/reduction.sm_30.ptx
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/reduction.sm_52.ptx
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/reduction.sm_70.ptx
// RUN: %circle-rs validate %t
//
// SM30-LABEL: _Z9reductionii(
// SM30: add.s32 {{.*}}, 1;
// SM30-NOT: add.s32 {{.*}}, {{2|3}};
// SM30-LABEL: _Z6scaledi(
// SM30: mul.lo.s32 {{.*}}, 5;
// SM30-LABEL: .entry _Z1kPi(
// SM30-NOT: add.s32 {{.*}}, {{2|3}};
//
// SM52-LABEL: _Z9reductionii(
// SM52: add.s32 {{.*}}, 2;
// SM52-NOT: add.s32 {{.*}}, {{1|3}};
// SM52-LABEL: _Z6scaledi(
// SM52: mul.lo.s32 {{.*}}, 5;
// SM52-LABEL: .entry _Z1kPi(
// SM52-NOT: add.s32 {{.*}}, {{1|3}};
//
// SM70-LABEL: _Z9reductionii(
// SM70: add.s32 {{.*}}, 3;
// SM70-NOT: add.s32 {{.*}}, {{1|2}};
// SM70-LABEL: _Z6scaledi(
// SM70: mul.lo.s32 {{.*}}, 7;
// SM70-LABEL: .entry _Z1kPi(
// SM70-NOT: add.s32 {{.*}}, {{1|2}};
