// A block reduction: warp shuffles down to lane 0, shared memory across
// warps, one atomicAdd per block. Integer sums are exact, so the GPU's result
// must equal the host's.
#include "common.h"

__device__ int warp_sum(int v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__global__ void reduce(const int* in, unsigned long long* out, int n) {
  __shared__ int partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  v = warp_sum(v);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x / 32) ? partial[lane] : 0;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(out, (unsigned long long)v);
  }
}

int main() {
  const int n = 1 << 20;
  int* h = (int*)malloc(n * sizeof(int));
  unsigned long long expect = 0;
  for (int i = 0; i < n; ++i) { h[i] = (i * 7) % 1001; expect += h[i]; }
  int* d; unsigned long long* sum;
  CHECK(cudaMalloc((void**)&d, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&sum, sizeof(unsigned long long)));
  CHECK(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(sum, 0, sizeof(unsigned long long)));
  reduce<<<(n + 255) / 256, 256>>>(d, sum, n);
  CHECK_LAUNCH();
  unsigned long long got = 0;
  CHECK(cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost));
  printf("reduce: %s (%llu)\n", got == expect ? "equal" : "DIFFERENT", got);
  return got != expect;
}
