// An inclusive block scan in dynamic shared memory: `extern __shared__`
// arrays sized at launch (the third launch argument), on both vendors
// (on NVIDIA targets a .extern .shared array, on AMD ones an external
// LDS global, address space 3, that the runtime sizes). Hillis-Steele steps with
// __syncthreads; the block's total goes out with an atomicAdd.
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/dynamic-shared-scan.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/dynamic-shared-scan.gfx1100.ll

extern __shared__ float temp[];

__global__ void scan(const float* in, float* out, float* total, int n) {
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  temp[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < blockDim.x; offset *= 2) {
    float v = t >= offset ? temp[t - offset] : 0.0f;
    __syncthreads();
    temp[t] += v;
    __syncthreads();
  }
  if (i < n) out[i] = temp[t];
  if (t == blockDim.x - 1) atomicAdd(total, temp[t]);
}

void launch(const float* in, float* out, float* total, int n) {
  int threads = 256;
  scan<<<(n + threads - 1) / threads, threads, threads * sizeof(float)>>>(in, out, total, n);
}

// PTX: .extern .shared .align 4 .b8 temp[];
// PTX-LABEL: .entry _Z4scanPKfPfS1_i(
// PTX: bar.sync 0;
// AMD: @temp = external {{.*}}addrspace(3) global [0 x float]
// AMD-LABEL: define amdgpu_kernel void @_Z4scanPKfPfS1_i(
// AMD: call void @llvm.amdgcn.s.barrier()
