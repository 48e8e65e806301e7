// ../shared/examples/std_in_kernels/std_in_kernels.cu: std::array,
// std::tuple, std::pair, std::make_pair, std::max and std::get from the
// system's libstdc++, untagged, used from a kernel. Both modules compile
// with no diagnostics and the kernel folds to storing 16.5 (0x41840000;
// LLVM's NVPTX backend stores the constant as its bit pattern 1099169792).
// REQUIRES: ptxas, ld.lld
// RUN: %circle-rs %S/../../../../shared/examples/std_in_kernels/std_in_kernels.cu -sm_70 -gfx1100 --emit=ptx,amdgcn -o %T/out > %T/diags 2>&1 && test ! -s %T/diags
// RUN: %FileCheck %s --check-prefix=PTX --input-file %T/out/std_in_kernels.sm_70.ptx
// PTX: .entry _Z6kernelPf(
// PTX-NOT: call
// PTX: {{0f41840000|1099169792}}
// PTX: st.global
// PTX-NEXT: ret;
// RUN: llvm-objdump-19 -d --mcpu=gfx1100 %T/out/std_in_kernels.gfx1100.hsaco | %FileCheck %s --check-prefix=AMD
// AMD: 0x41840000
// AMD: global_store_b32
