// An inclusive block scan in dynamic shared memory (extern __shared__, sized
// at launch), Hillis-Steele with double buffering.
#include "common.h"

__global__ void scan(const int* in, int* out, int n) {
  extern __shared__ int buf[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  int* a = buf;
  int* b = buf + blockDim.x;
  a[t] = base + t < n ? in[base + t] : 0;
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d *= 2) {
    b[t] = t >= d ? a[t] + a[t - d] : a[t];
    __syncthreads();
    int* s = a; a = b; b = s;
  }
  if (base + t < n) out[base + t] = a[t];
}

int main() {
  const int n = 100000, block = 512;
  int* h = (int*)malloc(n * 4); int* r = (int*)malloc(n * 4);
  for (int i = 0; i < n; ++i) h[i] = i % 13 - 6;
  int *in, *out;
  CHECK(cudaMalloc((void**)&in, n * 4));
  CHECK(cudaMalloc((void**)&out, n * 4));
  CHECK(cudaMemcpy(in, h, n * 4, cudaMemcpyHostToDevice));
  scan<<<(n + block - 1) / block, block, 2 * block * sizeof(int)>>>(in, out, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(r, out, n * 4, cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0, acc = 0; i < n; ++i) {
    acc = i % block == 0 ? h[i] : acc + h[i];
    wrong += acc != r[i];
  }
  printf("scan: %d segments, %d wrong\n", (n + block - 1) / block, wrong);
  return wrong != 0;
}
