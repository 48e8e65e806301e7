// Two inputs with one stem would write the same DIR/<stem>.<target>.ptx.
// RUN: rm -rf %t && mkdir -p %t/a %t/b && cp %s %t/a/k.cu && cp %s %t/b/k.cu
// RUN: %not %circle-rs --emit=ptx,amdgcn %t/a/k.cu %t/b/k.cu -sm_70 -o %t/out 2>&1 | %FileCheck %s
// CHECK: error: inputs '{{.*}}a/k.cu' and '{{.*}}b/k.cu' would write the same output files
// RUN: %circle-rs %t/a/k.cu %t/b/k.cu -fsyntax-only
__global__ void k(int* p) { *p = 1; }
