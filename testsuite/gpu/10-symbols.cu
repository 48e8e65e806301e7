// Module variables registered with the runtime: a __constant__ table written
// by cudaMemcpyToSymbol, a __device__ counter read back by
// cudaMemcpyFromSymbol, and a __device__ variable with an initializer.
#include "common.h"

__constant__ int coeff[4];
__device__ unsigned hits;
__device__ int bias = 1000;

__global__ void poly(const int* x, int* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = x[i];
  y[i] = coeff[0] + v * (coeff[1] + v * (coeff[2] + v * coeff[3])) + bias;
  if (v % 2 == 0) atomicAdd(&hits, 1u);
}

int main() {
  const int n = 1000;
  int hc[4] = {1, -2, 3, 1};
  CHECK(cudaMemcpyToSymbol(coeff, hc, sizeof hc));
  unsigned zero = 0;
  CHECK(cudaMemcpyToSymbol(hits, &zero, sizeof zero));
  int hx[n], hy[n];
  for (int i = 0; i < n; ++i) hx[i] = i % 21 - 10;
  int *x, *y;
  CHECK(cudaMalloc((void**)&x, sizeof hx));
  CHECK(cudaMalloc((void**)&y, sizeof hy));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  poly<<<(n + 127) / 128, 128>>>(x, y, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  unsigned got_hits = 0;
  CHECK(cudaMemcpyFromSymbol(&got_hits, hits, sizeof got_hits));
  int wrong = 0; unsigned expect_hits = 0;
  for (int i = 0; i < n; ++i) {
    int v = hx[i];
    wrong += hy[i] != 1 + v * (-2 + v * (3 + v * 1)) + 1000;
    expect_hits += v % 2 == 0;
  }
  printf("symbols: %d wrong, hits %u (expected %u)\n", wrong, got_hits, expect_hits);
  return wrong != 0 || got_hits != expect_hits;
}
