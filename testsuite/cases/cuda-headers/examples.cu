// The examples that build executables (../shared/examples: dispatch/tags.cu,
// meta/meta_basics.cu, saxpy/kernel.cu) build through the toolkit's headers
// (tags as its header says, by default; the others with
// --cuda-toolkit-headers, which insists on them) and print what they print
// through the bundled ones (host/tags-example.cu,
// examples/meta-basics.cu, host/saxpy-fatbin.cu). Without a GPU saxpy's
// device query fails and it exits 0 or 1 as its source says.
// REQUIRES: ptxas, ptxas-legacy, cuda-headers
// RUN: cd %S/../../../../shared/examples/dispatch && %circle-rs -v tags.cu -o %t.tags 2> %t.tags.v
// RUN: %FileCheck %s --check-prefix=V --input-file %t.tags.v
// RUN: %t.tags | %FileCheck %s --check-prefix=TAGS --match-full-lines
// RUN: cd %S/../../../../shared/examples/meta && %circle-rs --cuda-toolkit-headers meta_basics.cu -sm_52 -sm_70 -gfx1100 -o %t.meta > %t.meta.translate 2> %t.meta.diags
// RUN: %FileCheck %s --check-prefix=TRANSLATE --match-full-lines --input-file %t.meta.translate
// RUN: test ! -s %t.meta.diags
// RUN: %t.meta | %FileCheck %s --check-prefix=META --match-full-lines
// RUN: %circle-rs --cuda-toolkit-headers %S/../../../../shared/examples/saxpy/kernel.cu -sm_35 -sm_52 -sm_61 -sm_70 -o %t.saxpy
// RUN: %circle-rs fatbin-list %t.saxpy | %FileCheck %s --check-prefix=FAT
// RUN: %t.saxpy; test $? -le 1
// V: implicit include: <__circle_rs_cuda_wrapper.h>
// V: CUDA headers: toolkit
// TAGS: sm_30
// TAGS-NEXT: sm_30
// TAGS-NEXT: sm_52
// TAGS-NEXT: sm_52
// TAGS-NOT: {{.}}
// TRANSLATE: translation begins
// TRANSLATE-NEXT: shape_t has 4 enumerators
// TRANSLATE-NEXT: squares: 1 4 9 16 25
// TRANSLATE-NEXT: translation ends
// TRANSLATE-NOT: {{.}}
// META: 0: circle = 0
// META-NEXT: 1: square = 1
// META-NEXT: 2: triangle = 7
// META-NEXT: 3: hexagon = 8
// META-NEXT: triangle
// META-NEXT: <unknown>
// META-NEXT: sum of squares = 55
// META-NOT: {{.}}
// FAT: cubin sm_35
// FAT-NEXT: ptx sm_35
// FAT-NEXT: cubin sm_52
// FAT-NEXT: ptx sm_52
// FAT-NEXT: cubin sm_61
// FAT-NEXT: ptx sm_61
// FAT-NEXT: cubin sm_70
// FAT-NEXT: ptx sm_70
