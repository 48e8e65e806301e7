// Tiled matrix multiply through shared memory. Entries are small integers,
// so float arithmetic is exact and the result must equal the host's.
#include "common.h"

constexpr int TILE = 16;

__global__ void matmul(const float* a, const float* b, float* c, int n) {
  __shared__ float ta[TILE][TILE], tb[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0;
  for (int t = 0; t < n; t += TILE) {
    ta[threadIdx.y][threadIdx.x] = row < n && t + threadIdx.x < n ? a[row * n + t + threadIdx.x] : 0;
    tb[threadIdx.y][threadIdx.x] = col < n && t + threadIdx.y < n ? b[(t + threadIdx.y) * n + col] : 0;
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) c[row * n + col] = acc;
}

int main() {
  const int n = 200;
  float *ha = (float*)malloc(n * n * 4), *hb = (float*)malloc(n * n * 4), *hc = (float*)malloc(n * n * 4);
  for (int i = 0; i < n * n; ++i) { ha[i] = (float)(i % 7) - 3; hb[i] = (float)(i % 5) - 2; }
  float *a, *b, *c;
  CHECK(cudaMalloc((void**)&a, n * n * 4));
  CHECK(cudaMalloc((void**)&b, n * n * 4));
  CHECK(cudaMalloc((void**)&c, n * n * 4));
  CHECK(cudaMemcpy(a, ha, n * n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, n * n * 4, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid((n + TILE - 1) / TILE, (n + TILE - 1) / TILE);
  matmul<<<grid, block>>>(a, b, c, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hc, c, n * n * 4, cudaMemcpyDeviceToHost));
  int wrong = 0; double trace = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0;
      for (int k = 0; k < n; ++k) s += ha[i * n + k] * hb[k * n + j];
      wrong += s != hc[i * n + j];
      if (i == j) trace += s;
    }
  printf("matmul %dx%d: %d wrong, trace %.0f\n", n, n, wrong, trace);
  return wrong != 0;
}
