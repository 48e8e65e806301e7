// The seed's SAXPY with a tuning entry for sm_90 (the shared example stops at
// sm_70, so on an H100/H200 it reports "no kernel details" by design): the
// @meta lower_bound on a std::map picks nt/vt per module, the host reads the
// same map at run time, and the result is checked element by element.
#include <map>
#include "common.h"

struct details_t { int nt; int vt; };

const std::map<int, details_t> kernel_config {
  { 52, { 128, 7 } }, { 70, { 256, 8 } }, { 90, { 256, 4 } }
};

template<int nt, int vt, typename type_t>
void saxpy(type_t a, const type_t* x, type_t* y, size_t index, size_t count) {
  type_t x2[vt], y2[vt];
  @meta for(int i = 0; i < vt; ++i) {
    if(index + i * nt < count) { x2[i] = x[index + i * nt]; y2[i] = y[index + i * nt]; }
  }
  @meta for(int i = 0; i < vt; ++i)
    y2[i] += a * x2[i];
  @meta for(int i = 0; i < vt; ++i) {
    if(index + i * nt < count) y[index + i * nt] = y2[i];
  }
}

template<typename type_t>
__global__ void kernel(type_t a, const type_t* x, type_t* y, size_t count) {
  @meta for enum(auto sm : nvvm_arch_t) {
    if codegen(__nvvm_arch == sm) {
      @meta auto it = kernel_config.lower_bound((int)sm);
      static_assert(it != kernel_config.end(), "no kernel details");
      @meta details_t details = it->second;
      size_t index = blockIdx.x * details.nt * details.vt + threadIdx.x;
      saxpy<details.nt, details.vt>(a, x, y, index, count);
    }
  }
}

int main() {
  size_t count = 1000003;
  int major, minor;
  CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  CHECK(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0));
  auto it = kernel_config.lower_bound(10 * major + minor);
  if(it == kernel_config.end()) { printf("no kernel details\n"); return 1; }
  details_t details = it->second;
  int nv = details.nt * details.vt;
  int num_blocks = (count + nv - 1) / nv;

  float* hx = (float*)malloc(count * sizeof(float));
  float* hy = (float*)malloc(count * sizeof(float));
  for(size_t i = 0; i < count; ++i) { hx[i] = (float)(i % 1000); hy[i] = 1.0f; }
  float *x, *y;
  CHECK(cudaMalloc((void**)&x, sizeof(float) * count));
  CHECK(cudaMalloc((void**)&y, sizeof(float) * count));
  CHECK(cudaMemcpy(x, hx, sizeof(float) * count, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(y, hy, sizeof(float) * count, cudaMemcpyHostToDevice));
  kernel<<<num_blocks, details.nt>>>(2.0f, x, y, count);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(hy, y, sizeof(float) * count, cudaMemcpyDeviceToHost));
  size_t bad = 0;
  for(size_t i = 0; i < count; ++i)
    if(hy[i] != 2.0f * (float)(i % 1000) + 1.0f) ++bad;
  printf("saxpy: %zu elements, %zu wrong\n", count, bad);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  free(hx); free(hy);
  return bad != 0;
}
