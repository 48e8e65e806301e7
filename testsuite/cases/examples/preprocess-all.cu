// `circle-rs -E` on every acceptance program in ../shared/examples/: all of
// them preprocess cleanly against the system's libstdc++ and glibc headers.
// RUN: ex=%S/../../../../shared/examples; \
// RUN:   for f in codegen_if/reduction.cu codegen_if/misuse.cu dispatch/sm_builtins.cu dispatch/tags.cu dispatch/sm_dispatch.cu errors/arch_gates.cu errors/host_only.cu saxpy/kernel.cu meta/meta_basics.cu std_in_kernels/std_in_kernels.cu radix/radix_dispatch.cu radix/tuning_from_file.cu classes/objects.cu; do \
// RUN:     %circle-rs -E $ex/$f -o %t.$(basename $f).i || exit 1; done
// RUN: %FileCheck %s --check-prefix=GATES --input-file %t.arch_gates.cu.i
// GATES: cudaMalloc
// GATES: __global__ void k_alloca(int n, float* out) {
// The library comes from the system, found as clang finds it.
// RUN: %FileCheck %s --check-prefix=MAP --input-file %t.kernel.cu.i
// MAP: # 1 "/usr/include/c++/{{[0-9]+}}/map" 1
// MAP: class map
// RUN: %FileCheck %s --check-prefix=ARRAY --input-file %t.std_in_kernels.cu.i
// ARRAY: # 1 "/usr/include/c++/{{[0-9]+}}/array" 1
// ARRAY: struct array
