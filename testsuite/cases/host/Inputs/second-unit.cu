// The second unit of two-units.cu.
#include <cuda_runtime.h>
#include <stdio.h>

__global__ void kernel_b(int* p) { p[threadIdx.x] = 2; }

template <typename T>
__global__ void shared_template(T* p) { p[0] = T(1); }

struct Acc {
  int total = 0;
  void add(int v) { total += v; }
};

int launch_b(int* p) {
  kernel_b<<<1, 4>>>(p);
  shared_template<<<1, 1>>>(p);
  Acc a;
  for (int i = 1; i <= 4; ++i) a.add(i);
  printf("unit b: %d\n", a.total);
  return a.total;
}
