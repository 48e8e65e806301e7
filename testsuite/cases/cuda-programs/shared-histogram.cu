// A 256-bin histogram with shared-memory atomics, then global atomics;
// the bins are counted per block in __shared__ memory with atomicAdd and
// atomicInc, merged with atomicAdd, and the grid's maximum kept with
// atomicMax; 64-bit totals use unsigned long long atomics.
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/shared-histogram.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/shared-histogram.gfx1100.ll

__global__ void histogram(const unsigned char* in, unsigned* bins, unsigned* peak,
                          unsigned long long* total, int n) {
  __shared__ unsigned s[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) s[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s[in[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) {
    unsigned old = atomicAdd(&bins[b], s[b]);
    atomicMax(peak, old + s[b]);
    atomicAdd(total, (unsigned long long)s[b]);
  }
  if (threadIdx.x == 0) atomicInc(&bins[256], 1000u);
}

// PTX-LABEL: .entry _Z9histogramPKhPjS1_Pyi(
// PTX: {{atom|red}}.shared.add.u32
// PTX: {{atom|red}}.global.add.u32
// PTX: {{atom|red}}.global.max.u32
// PTX: {{atom|red}}.global.add.u64
// PTX: atom.global.cas.b32
// AMD-LABEL: define amdgpu_kernel void @_Z9histogramPKhPjS1_Pyi(
// AMD: atomicrmw add ptr addrspace(3)
// AMD: atomicrmw umax ptr addrspace(1)
