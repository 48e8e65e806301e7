// ../shared/examples/dispatch/sm_dispatch.cu (std::forward from the
// system's <utility>): one PTX module per target; in each the kernel stores
// one float constant, through the one warp_op the module reaches, and no
// other warp_op body is emitted (the runner validates every module with
// ptxas). LLVM's NVPTX backend stores a constant
// float as its bit pattern: 35.0 = 0x420C0000 = 1108082688, 52.0 =
// 0x42500000 = 1112539136, 70.0 = 0x428C0000 = 1116471296.
// REQUIRES: ptxas
// RUN: %circle-rs %S/../../../../shared/examples/dispatch/sm_dispatch.cu -sm_35 -sm_61 -sm_75 --emit=ptx -o %T/out
// RUN: %FileCheck %s --check-prefix=SM35 --input-file %T/out/sm_dispatch.sm_35.ptx
// SM35: .entry _Z6kernelPf(
// SM35: {{0f420C0000|1108082688}}
// SM35: .func _Z7warp_op4sm_tILi35EEPf(
// SM35-NOT: warp_op4sm_tILi{{52|70}}
// RUN: %FileCheck %s --check-prefix=SM61 --input-file %T/out/sm_dispatch.sm_61.ptx
// SM61: .entry _Z6kernelPf(
// SM61: {{0f42500000|1112539136}}
// SM61: .func _Z7warp_op4sm_tILi52EEPf(
// SM61-NOT: warp_op4sm_tILi{{35|70}}
// RUN: %FileCheck %s --check-prefix=SM75 --input-file %T/out/sm_dispatch.sm_75.ptx
// SM75: .entry _Z6kernelPf(
// SM75: {{0f428C0000|1116471296}}
// SM75: .func _Z7warp_op4sm_tILi70EEPf(
// SM75-NOT: warp_op4sm_tILi{{35|52}}
