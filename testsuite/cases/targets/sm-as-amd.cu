// With --cuda-sm-as-amd an unmodified CUDA build line builds for AMD: each
// -sm_XX compiles for the AMD target the ccmap names, and __nvvm_arch in
// that module is the compute capability the map gives it.
// RUN: %circle-rs %s --cuda-sm-as-amd --cuda-ccmap %S/../../../../shared/examples/config/ccmap.conf \
// RUN:   -sm_70 -sm_86 -sm_75 --emit=llvm-ir,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=GFX1100 --input-file %t/sm-as-amd.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=GFX90A --input-file %t/sm-as-amd.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=GFX1030 --input-file %t/sm-as-amd.gfx1030.ll
// GFX1100: target triple = "amdgcn-amd-amdhsa"
// GFX1100: store i32 70
// GFX90A: store i32 80
// GFX1030: store i32 75
// Search order: --cuda-ccmap, then $SCALE_CCMAP.
// RUN: SCALE_CCMAP=%S/../../../../shared/examples/config/ccmap.conf %circle-rs %s --cuda-sm-as-amd -sm_70 --emit=llvm-ir -o %t/env
// RUN: %FileCheck %s --check-prefix=GFX1100 --input-file %t/env/sm-as-amd.gfx1100.ll
// Then ../share/circle-rs/ccmap.conf beside the executable.
// RUN: mkdir -p %t/inst/bin %t/inst/share/circle-rs && cp %circle-rs %t/inst/bin/circle-rs && \
// RUN:   cp %S/../../../../shared/examples/config/ccmap.conf %t/inst/share/circle-rs/ && \
// RUN:   env -u SCALE_CCMAP %t/inst/bin/circle-rs %s --cuda-sm-as-amd -sm_86 --emit=llvm-ir -o %t/installed
// RUN: %FileCheck %s --check-prefix=GFX90A --input-file %t/installed/sm-as-amd.gfx90a.ll
// Without any map, sm-as-AMD mode cannot choose: an error.
// RUN: %not env -u SCALE_CCMAP %circle-rs --emit=ptx,amdgcn %s --cuda-sm-as-amd -sm_70 -o %t/none 2>&1 | %FileCheck %s --check-prefix=NOMAP
// NOMAP: error: {{.*}}compute-capability map
__global__ void k(int* p) {
  @codegen int arch = (int)__nvvm_arch;
  if codegen(arch == 70) p[0] = 70;
  else if codegen(arch == 80) p[0] = 80;
  else if codegen(arch == 75) p[0] = 75;
  else p[0] = -1;
}
