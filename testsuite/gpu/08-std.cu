// Untagged standard-library code called from a kernel: std::array, std::sort
// on it, std::tuple, std::min/max, and <cmath> through libdevice.
#include <array>
#include <algorithm>
#include <tuple>
#include <cmath>
#include "common.h"

__global__ void stdk(int* sorted, float* maths, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  std::array<int, 8> a;
  for (int k = 0; k < 8; ++k) a[k] = (i * 31 + k * 17) % 23;
  std::sort(a.begin(), a.end());
  for (int k = 0; k < 8; ++k) sorted[8 * i + k] = a[k];
  std::tuple<int, float> t(std::max(i % 9, 4), 0.5f);
  maths[i] = std::get<0>(t) + std::get<1>(t) + std::sqrt((float)(i % 100)) * 0.0f + std::floor(2.75f);
}

int main() {
  const int n = 2048;
  int* ds; float* dm;
  CHECK(cudaMalloc((void**)&ds, 8 * n * 4));
  CHECK(cudaMalloc((void**)&dm, n * 4));
  stdk<<<n / 256, 256>>>(ds, dm, n);
  CHECK_LAUNCH();
  int* hs = (int*)malloc(8 * n * 4); float* hm = (float*)malloc(n * 4);
  CHECK(cudaMemcpy(hs, ds, 8 * n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hm, dm, n * 4, cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    std::array<int, 8> a;
    for (int k = 0; k < 8; ++k) a[k] = (i * 31 + k * 17) % 23;
    std::sort(a.begin(), a.end());
    for (int k = 0; k < 8; ++k) wrong += a[k] != hs[8 * i + k];
    wrong += hm[i] != std::max(i % 9, 4) + 0.5f + 2.0f;
  }
  printf("std in kernels: %d threads, %d wrong\n", n, wrong);
  return wrong != 0;
}
