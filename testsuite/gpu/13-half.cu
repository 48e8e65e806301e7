// Half-precision axpy: y = a*x + y in __half with __hfma, values chosen so
// every result is exact in half precision.
#include <cuda_fp16.h>
#include "common.h"

__global__ void haxpy(__half a, const __half* x, __half* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

int main() {
  const int n = 4096;
  __half hx[n], hy[n];
  for (int i = 0; i < n; ++i) { hx[i] = __float2half((float)(i % 64)); hy[i] = __float2half(0.5f); }
  __half *x, *y;
  CHECK(cudaMalloc((void**)&x, sizeof hx));
  CHECK(cudaMalloc((void**)&y, sizeof hy));
  CHECK(cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice));
  haxpy<<<n / 256, 256>>>(__float2half(0.25f), x, y, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += __half2float(hy[i]) != 0.25f * (float)(i % 64) + 0.5f;
  printf("half axpy: %d wrong, y[63] = %.2f\n", wrong, __half2float(hy[63]));
  return wrong != 0;
}
