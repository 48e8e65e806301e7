// `circle-rs -E` on every acceptance program in ../shared/examples/: those
// whose headers are bundled preprocess cleanly; those that need C++ library
// headers not bundled yet stop with "file not found" at the #include line.
// RUN: ex=%S/../../../../shared/examples; \
// RUN:   for f in codegen_if/reduction.cu codegen_if/misuse.cu dispatch/sm_builtins.cu dispatch/tags.cu errors/arch_gates.cu errors/host_only.cu; do \
// RUN:     %circle-rs -E $ex/$f -o %t.$(basename $f).i || exit 1; done
// RUN: %FileCheck %s --check-prefix=GATES --input-file %t.arch_gates.cu.i
// GATES: cudaMalloc
// GATES: __global__ void k_alloca(int n, float* out) {
// RUN: %not %circle-rs -E %S/../../../../shared/examples/saxpy/kernel.cu 2>&1 | %FileCheck %s --check-prefix=MAP
// MAP: kernel.cu:2:10: error: 'map' file not found
// MAP-NEXT: 2 | #include <map>
// RUN: %not %circle-rs -E %S/../../../../shared/examples/meta/meta_basics.cu 2>&1 | %FileCheck %s --check-prefix=VECTOR
// VECTOR: meta_basics.cu:21:10: error: 'vector' file not found
// RUN: %not %circle-rs -E %S/../../../../shared/examples/std_in_kernels/std_in_kernels.cu 2>&1 | %FileCheck %s --check-prefix=ARRAY
// ARRAY: std_in_kernels.cu:11:10: error: 'array' file not found
// RUN: %not %circle-rs -E %S/../../../../shared/examples/dispatch/sm_dispatch.cu 2>&1 | %FileCheck %s --check-prefix=UTILITY
// UTILITY: sm_dispatch.cu:11:10: error: 'utility' file not found
// RUN: %not %circle-rs -E %S/../../../../shared/examples/radix/radix_dispatch.cu 2>&1 | %FileCheck %s --check-prefix=RADIX
// RADIX: radix_dispatch.cu:19:10: error: 'map' file not found
