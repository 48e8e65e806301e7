// Templated kernels instantiated for several types and a functor policy;
// launches name the instantiations (kernel<float><<<...>>>).
#include "common.h"

template<typename T> struct plus_t { __host__ __device__ T operator()(T a, T b) const { return a + b; } };
template<typename T> struct maxop_t { __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; } };

template<typename T, typename Op, int N>
__global__ void combine(const T* a, const T* b, T* c, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * N;
  Op op;
  #pragma unroll
  for (int k = 0; k < N; ++k)
    if (i + k < n) c[i + k] = op(a[i + k], b[i + k]);
}

template<typename T, typename Op>
int run(const char* name) {
  const int n = 10000;
  T ha[n], hb[n], hc[n];
  for (int i = 0; i < n; ++i) { ha[i] = (T)(i % 17); hb[i] = (T)(i % 13); }
  T *a, *b, *c;
  CHECK(cudaMalloc((void**)&a, sizeof ha)); CHECK(cudaMalloc((void**)&b, sizeof hb)); CHECK(cudaMalloc((void**)&c, sizeof hc));
  CHECK(cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice));
  combine<T, Op, 4><<<(n / 4 + 127) / 128, 128>>>(a, b, c, n);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost));
  int wrong = 0;
  Op op;
  for (int i = 0; i < n; ++i) wrong += hc[i] != op(ha[i], hb[i]);
  printf("%s: %d wrong\n", name, wrong);
  cudaFree(a); cudaFree(b); cudaFree(c);
  return wrong;
}

int main() {
  int bad = run<float, plus_t<float>>("float plus");
  bad += run<int, maxop_t<int>>("int max");
  bad += run<double, plus_t<double>>("double plus");
  bad += run<long long, maxop_t<long long>>("long long max");
  return bad != 0;
}
