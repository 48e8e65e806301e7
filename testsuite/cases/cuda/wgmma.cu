// Hopper's warp-group MMA builtins (circle-rs's documented signatures for
// cudafe++'s four __wgmma_mma_async variants, plus fence/commit/wait). The
// accumulator array's length gives N; K follows the input type. sm_90a
// only: any other target gets cudafe++'s gate message, and ptxas accepts
// the sm_90a PTX.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_90a --emit=ptx -o %t
// RUN: %ptxas -arch=sm_90a %t/wgmma.sm_90a.ptx -o %t/w.cubin
// RUN: %FileCheck %s --input-file %t/wgmma.sm_90a.ptx
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, -1, 0, 1;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// CHECK: wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {{.*}}, p, 1, 1;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {{.*}}, p, 1, 1;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
// RUN: %not %circle-rs %s -sm_90 --emit=ptx -o %t.90 2>&1 | %FileCheck %s --check-prefix=GATE
// GATE: error: __wgmma_mma_async builtins are only available for sm_90a [sm_90]
// RUN: %not %circle-rs %s -gfx1100 --emit=amdgcn -o %t.amd 2>&1 | %FileCheck %s --check-prefix=AMD
// AMD: error: __wgmma_mma_async builtins are not available on target 'gfx1100' [gfx1100]
__global__ void k(float *out, unsigned long long da, unsigned long long db, int first) {
  float acc[4] = {0, 0, 0, 0};
  unsigned h[4] = {0, 0, 0, 0};
  __wgmma_fence();
  __wgmma_mma_async_f16(acc, da, db, first, 1, -1, 0, 1);
  __wgmma_mma_async_f16(h, da, db, 1);
  __wgmma_mma_async_bf16(acc, da, db, 1);
  __wgmma_mma_async_tf32(acc, da, db, 1);
  __wgmma_mma_async_f8(acc, da, db, 1, 1, 1, 0, 1);
  __wgmma_commit_group();
  __wgmma_wait_group(0);
  for (int i = 0; i < 4; ++i) out[threadIdx.x * 4 + i] = acc[i] + h[i];
}
