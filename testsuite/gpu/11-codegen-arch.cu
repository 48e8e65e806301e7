// Which module ran: each module stores the architecture its `if codegen`
// branch kept (one branch per enumerator of nvvm_arch_t, pruned per module). Built for sm_70 and
// sm_90, an sm_90 GPU (H100, H200) runs the sm_90 cubin.
#include "common.h"

__global__ void which(int* out) {
  @meta for enum(auto sm : nvvm_arch_t)
    if codegen(__nvvm_arch == sm) out[0] = (int)sm;
  if codegen(__nvvm_arch >= 90) out[1] = 1;
  else out[1] = 2;
}

int main() {
  int* d; int h[2] = {0, 0};
  CHECK(cudaMalloc((void**)&d, sizeof h));
  which<<<1, 1>>>(d);
  CHECK_LAUNCH();
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int major, minor;
  CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  CHECK(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0));
  int want = 10 * major + minor >= 90 ? 90 : 70;
  printf("module: %s, branch %s\n", h[0] == want ? "as expected" : "WRONG",
         h[1] == (want >= 90 ? 1 : 2) ? "as expected" : "WRONG");
  return h[0] != want;
}
