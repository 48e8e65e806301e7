// ../shared/examples/radix/radix_dispatch.cu: a compile-time std::map (the
// system's libstdc++, run by the interpreter) searched with find() in each
// architecture's specialization; each module stores nt * vt for (sm, type)
// and nothing of the map reaches a module. Kernel names are clang++-19's
// (the template's signature: PT_ for T*). LLVM's NVPTX backend stores the
// float constant as its bit pattern: 1920.0 = 1156579328, 2048.0 =
// 1157627904, 2304.0 = 1158676480.
// REQUIRES: ptxas
// RUN: %circle-rs %S/../../../../shared/examples/radix/radix_dispatch.cu -sm_52 -sm_70 -sm_75 --emit=ptx -o %T/out
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %T/out/radix_dispatch.sm_52.ptx
// SM52-NOT: .global
// SM52-NOT: .const
// SM52: .entry _Z10radix_sortIfEvPT_m(
// SM52: {{0f44F00000|1156579328}}
// SM52: .entry _Z10radix_sortIiEvPT_m(
// SM52: 1408
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %T/out/radix_dispatch.sm_70.ptx
// SM70: .entry _Z10radix_sortIfEvPT_m(
// SM70: {{0f45000000|1157627904}}
// SM70: .entry _Z10radix_sortIiEvPT_m(
// SM70: 2816
// RUN: %FileCheck %s --check-prefix=SM75 --input-file %T/out/radix_dispatch.sm_75.ptx
// SM75: .entry _Z10radix_sortIfEvPT_m(
// SM75: {{0f45100000|1158676480}}
// SM75: .entry _Z10radix_sortIiEvPT_m(
// SM75: 3072
//
// With -DDROP_PASCAL the static_assert fails for every target set, in the
// one front-end pass, naming the (pascal, float) instantiation.
// RUN: %not %circle-rs %S/../../../../shared/examples/radix/radix_dispatch.cu -sm_70 -DDROP_PASCAL -fsyntax-only 2>&1 | %FileCheck %s --check-prefix=DROP
// DROP: radix_dispatch.cu:63:17: error: static assertion failed: no tuning for this architecture
// DROP: note: in instantiation of function template specialization 'radix_sort_sm<gpu_arch_t::pascal, float>' requested here
