// A warp reduction with shuffles, as CUDA samples write it: no #include
// (the runtime header is implicit), __shfl_down_sync on float and double,
// __shfl_xor_sync butterflies, __shfl_sync broadcasts with a width, and
// __syncwarp. On NVIDIA targets: shfl.sync with c = ((32 - width) << 8) |
// clamp; on AMD ones, ds_bpermute (the mask is the wavefront's active
// lanes).
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -gfx90a -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/warp-reduce.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/warp-reduce.sm_90.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/warp-reduce.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/warp-reduce.gfx90a.ll

__device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__device__ double warp_max(double v) {
  for (int mask = 16; mask > 0; mask >>= 1)
    v = fmax(v, __shfl_xor_sync(0xffffffffu, v, mask));
  return v;
}

__global__ void reduce(const float* in, float* out, double* dmax, int* lane0, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  float s = warp_sum(v);
  if ((threadIdx.x & (warpSize - 1)) == 0) atomicAdd(out, s);
  dmax[i] = warp_max((double)v);
  // Every group of 8 lanes reads its first lane's index.
  lane0[i] = __shfl_sync(0xffffffffu, (int)threadIdx.x, 0, 8);
  __syncwarp();
  lane0[i] += __shfl_up_sync(0xffffffffu, 1u, 1);
}

// PTX-LABEL: .entry _Z6reducePKfPfPdPii(
// PTX: shfl.sync.down.b32
// PTX: shfl.sync.bfly.b32
// PTX: shfl.sync.idx.b32 {{.*}}, 0, 6175,
// PTX: bar.warp.sync
// PTX: shfl.sync.up.b32 {{.*}}, 1, 0, -1;
// AMD-LABEL: define amdgpu_kernel void @_Z6reducePKfPfPdPii(
// AMD: call i32 @llvm.amdgcn.ds.bpermute(
// AMD: fence syncscope("wavefront") release
