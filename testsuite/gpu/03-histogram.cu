// A 256-bin histogram: per-block bins in shared memory with shared atomics,
// merged into global bins with global atomics.
#include "common.h"

__global__ void histogram(const unsigned char* in, unsigned* bins, int n) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 3000000;
  unsigned char* h = (unsigned char*)malloc(n);
  unsigned expect[256] = {0};
  unsigned x = 12345;
  for (int i = 0; i < n; ++i) { x = x * 1103515245u + 12345u; h[i] = (unsigned char)(x >> 16); expect[h[i]]++; }
  unsigned char* d; unsigned* bins;
  CHECK(cudaMalloc((void**)&d, n));
  CHECK(cudaMalloc((void**)&bins, 256 * sizeof(unsigned)));
  CHECK(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(bins, 0, 256 * sizeof(unsigned)));
  histogram<<<64, 256>>>(d, bins, n);
  CHECK_LAUNCH();
  unsigned got[256];
  CHECK(cudaMemcpy(got, bins, sizeof got, cudaMemcpyDeviceToHost));
  int wrong = 0; unsigned total = 0;
  for (int b = 0; b < 256; ++b) { wrong += got[b] != expect[b]; total += got[b]; }
  printf("histogram: %u samples, %d wrong bins\n", total, wrong);
  return wrong != 0;
}
