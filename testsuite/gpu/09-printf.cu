// Device printf (vprintf on NVIDIA): one thread prints, so the order is fixed.
#include "common.h"

__global__ void hello(int x, double d, const char* tag) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    printf("device says %d %.3f %s %c\n", x, d, tag, 'z');
}

int main() {
  char* tag;
  const char text[] = "ok";
  CHECK(cudaMalloc((void**)&tag, sizeof text));
  CHECK(cudaMemcpy(tag, text, sizeof text, cudaMemcpyHostToDevice));
  hello<<<4, 64>>>(42, 2.5, tag);
  CHECK_LAUNCH();
  printf("host after sync\n");
  return 0;
}
