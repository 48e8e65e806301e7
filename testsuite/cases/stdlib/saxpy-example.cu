// ../shared/examples/saxpy/kernel.cu: `const std::map<int, details_t>
// kernel_config` (the system's libstdc++) is created lazily by the
// interpreter, running its initializer_list constructor, when @meta code
// calls lower_bound on it; each module's saxpy is unrolled by its own vt
// (vt loads of x and of y, vt stores of y), and the map reaches no module.
// REQUIRES: ptxas
// RUN: %circle-rs %S/../../../../shared/examples/saxpy/kernel.cu -sm_52 -sm_61 -sm_70 --emit=ptx -o %T/out
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %T/out/kernel.sm_52.ptx
// SM52-NOT: .global .align
// SM52: .entry _Z6kernelIf
// SM52-COUNT-7: st.global.f32
// SM52-NOT: st.global
// RUN: %FileCheck %s --check-prefix=SM61 --input-file %T/out/kernel.sm_61.ptx
// SM61: .entry
// SM61-COUNT-11: st.global.f32
// SM61-NOT: st.global
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %T/out/kernel.sm_70.ptx
// SM70: .entry
// SM70-COUNT-8: st.global.f32
// SM70-NOT: st.global
// RUN: test $(grep -c ld.global %T/out/kernel.sm_61.ptx) -eq 22
