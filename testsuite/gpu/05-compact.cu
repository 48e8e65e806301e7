// Stream compaction with warp votes (ballot, popc, ffs, shfl broadcast) and
// one atomicAdd per warp. The order of the output is unspecified, so the
// host checks the count and the sum of what was kept.
#include "common.h"

__global__ void compact(const int* in, int* out, unsigned* count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  unsigned bits = __ballot_sync(0xffffffffu, keep);
  if (!__any_sync(0xffffffffu, keep)) return;
  int lane = threadIdx.x & 31;
  int leader = __ffs(bits) - 1;
  unsigned base = 0;
  if (lane == leader) base = atomicAdd(count, (unsigned)__popc(bits));
  base = __shfl_sync(bits, base, leader);
  if (keep) out[base + __popc(bits & ((1u << lane) - 1u))] = v;
}

int main() {
  const int n = 1 << 18;
  int* h = (int*)malloc(n * 4);
  long long expect_sum = 0; unsigned expect_count = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i % 3 == 0 || i % 64 < 32) ? -(i % 11) : (i % 97) + 1;
    if (h[i] > 0) { expect_sum += h[i]; ++expect_count; }
  }
  int *in, *out; unsigned* count;
  CHECK(cudaMalloc((void**)&in, n * 4));
  CHECK(cudaMalloc((void**)&out, n * 4));
  CHECK(cudaMalloc((void**)&count, 4));
  CHECK(cudaMemcpy(in, h, n * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(count, 0, 4));
  compact<<<n / 256, 256>>>(in, out, count, n);
  CHECK_LAUNCH();
  unsigned got_count = 0;
  CHECK(cudaMemcpy(&got_count, count, 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h, out, got_count * 4, cudaMemcpyDeviceToHost));
  long long got_sum = 0;
  for (unsigned i = 0; i < got_count; ++i) got_sum += h[i];
  printf("compact: kept %u (expected %u), sum %s\n", got_count, expect_count,
         got_sum == expect_sum ? "equal" : "DIFFERENT");
  return got_count != expect_count || got_sum != expect_sum;
}
