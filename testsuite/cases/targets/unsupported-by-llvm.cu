// A target the linked LLVM cannot compile for (gfx1250, added by a user
// file) is an error when used: no crash, no output file.
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -gfx1250 --device-config-file=%S/../../../../shared/examples/config/extra-targets.yaml -o %t 2>&1 | %FileCheck %s
// CHECK: error: the linked LLVM 19 AMDGPU backend cannot compile for 'gfx1250'
// RUN: test ! -e %t
// Listing it is fine:
// RUN: %circle-rs --print-targets --device-config-file=%S/../../../../shared/examples/config/extra-targets.yaml 2>&1 | %FileCheck %s --check-prefix=LIST
// LIST: gfx1250
__global__ void k(int* p) { p[0] = 1; }
