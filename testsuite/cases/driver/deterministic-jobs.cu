// Outputs and diagnostics are byte-identical whatever the number of
// code-generation jobs.
// RUN: mkdir -p %t && %circle-rs %s -sm_52 -sm_70 -sm_90 -gfx1100 -gfx90a --emit=ptx,amdgcn,llvm-ir -j 1 -o %t/j1 2> %t/j1.err
// RUN: %circle-rs %s -sm_52 -sm_70 -sm_90 -gfx1100 -gfx90a --emit=ptx,amdgcn,llvm-ir -j 2 -o %t/j2 2> %t/j2.err
// RUN: %circle-rs %s -sm_52 -sm_70 -sm_90 -gfx1100 -gfx90a --emit=ptx,amdgcn,llvm-ir -j 8 -o %t/j8 2> %t/j8.err
// RUN: diff -r %t/j1 %t/j2 && diff -r %t/j1 %t/j8
// RUN: diff %t/j1.err %t/j2.err && diff %t/j1.err %t/j8.err
// RUN: test -s %t/j1.err
// Diagnostics of several modules, merged, in the same order for any -j:
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -DBAD -sm_52 -sm_70 -gfx1100 -j 1 -o %t/bad1 2> %t/bad1.err
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -DBAD -sm_52 -sm_70 -gfx1100 -j 2 -o %t/bad2 2> %t/bad2.err
// RUN: diff %t/bad1.err %t/bad2.err
// RUN: %FileCheck %s --input-file %t/bad1.err
// CHECK: error: 'host_only' is not defined in this translation unit and not declared __device__ [sm_52, sm_70, gfx1100]
// CHECK-NOT: error:
#warning "a warning, to compare diagnostics too"
void host_only();
__global__ void k(float* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  @meta for(int u = 0; u < 4; ++u)
    if(i + u < n) p[i + u] = p[i + u] * 2.0f + u;
#ifdef BAD
  host_only();
#endif
}
