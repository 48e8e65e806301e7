// A per-architecture tuning table written as Circle enum attributes, and a
// kernel that takes its launch shape from it in each target's module.
//
//   circle-rs examples/tuning_attributes.cu -sm_70 -sm_90 -o tuning && ./tuning
//
// The table is an enumeration keyed by architecture; each enumerator's user
// attributes are its tuning (threads per block, items per thread, flags).
// The kernel visits the targets named on the command line (`nvvm_arch_t`),
// picks for each the last tuning whose key does not exceed it, and keeps
// one `if codegen` branch per module, with that tuning's numbers as
// compile-time constants. The compiler prints, once for all targets:
//   sm_70: tuning volta, 256 x 8, unrolled
//   sm_90: tuning hopper, 512 x 16, unrolled, 2 blocks per SM
// The host picks the same tuning at run time (the module the driver loads
// is the last target not above the device) and launches with its block size.
#include <cstdio>
#include <cuda_runtime.h>

using nt     [[attribute]]    = int;   // threads per block
using vt     [[attribute]]    = int;   // items per thread
using occ    [[attribute(1)]] = int;   // blocks per SM to aim for
using unroll [[attribute]]    = void;  // a flag: unroll the item loop

enum class tuning_t {
  pascal [[.nt=128, .vt=4]]                   = 60,
  volta  [[.nt=256, .vt=8, .unroll]]          = 70,
  hopper [[.nt=512, .vt=16, .occ=2, .unroll]] = 90,
};

// The keys must ascend: a fold over the enumerators' values.
template<int... keys>
constexpr bool ascending() {
  int prev = 0;
  return ((prev < keys ? (prev = keys, true) : false) && ...);
}
static_assert(ascending<(int)@enum_values(tuning_t)...>(), "tunings out of order");

// The tuning for architecture `arch`: the last one whose key is not above
// it (-1: none).
constexpr int tuning_for(int arch) {
  const int keys[] { (int)@enum_values(tuning_t)... };
  int best = -1;
  for(int i = 0; i < @enum_count(tuning_t); ++i)
    if(keys[i] <= arch) best = i;
  return best;
}

__global__ void scale_add(int n, float a, const float* x, float* y, int* used) {
  @meta for enum(nvvm_arch_t arch : nvvm_arch_t) {
    if codegen(__nvvm_arch == arch) {
      @meta int t = tuning_for((int)arch);
      static_assert(t >= 0, "no tuning for this architecture");
      @meta printf("%s: tuning %s, %d x %d%s", @enum_name(arch), @enum_name(tuning_t, t),
        @enum_attribute(tuning_t, t, nt), @enum_attribute(tuning_t, t, vt),
        @enum_has_attribute(tuning_t, t, unroll) ? ", unrolled" : "");
      @meta if(@enum_attribute(tuning_t, t, occ) > 1)
        @meta printf(", %d blocks per SM", @enum_attribute(tuning_t, t, occ));
      @meta printf("\n");

      constexpr int NT = @enum_attribute(tuning_t, t, nt);
      constexpr int VT = @enum_attribute(tuning_t, t, vt);
      if(blockIdx.x == 0 && threadIdx.x == 0) *used = t;
      int base = blockIdx.x * NT * VT + threadIdx.x;
      if constexpr(@enum_has_attribute(tuning_t, t, unroll)) {
        @meta for(int k = 0; k < VT; ++k) {
          int i = base + k * NT;
          if(i < n) y[i] = a * x[i] + y[i];
        }
      } else {
        for(int k = 0; k < VT; ++k) {
          int i = base + k * NT;
          if(i < n) y[i] = a * x[i] + y[i];
        }
      }
    }
  }
}

static int check(cudaError_t e, const char* what) {
  if(e != cudaSuccess) {
    printf("CUDA error in %s: %s\n", what, cudaGetErrorString(e));
    return 1;
  }
  return 0;
}

int main() {
  int major = 0, minor = 0;
  if(check(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0), "attribute") ||
     check(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0), "attribute"))
    return 1;
  // The module the driver loads: the last target not above the device.
  const int targets[] { (int)@enum_values(nvvm_arch_t)... };
  int arch = -1;
  for(int sm : targets)
    if(sm <= 10 * major + minor) arch = sm;
  int t = tuning_for(arch);
  if(t < 0) {
    printf("no module or tuning for sm_%d%d\n", major, minor);
    return 1;
  }
  // The table as run-time arrays, one element per tuning.
  const char* names[] { @enum_names(tuning_t)... };
  const int nts[] { @enum_attributes(tuning_t, nt)... };
  const int vts[] { @enum_attributes(tuning_t, vt)... };

  const int n = 1 << 20;
  float *x, *y;
  int* used;
  if(check(cudaMallocManaged((void**)&x, n * sizeof(float)), "cudaMallocManaged") ||
     check(cudaMallocManaged((void**)&y, n * sizeof(float)), "cudaMallocManaged") ||
     check(cudaMallocManaged((void**)&used, sizeof(int)), "cudaMallocManaged"))
    return 1;
  *used = -1;
  for(int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100);
    y[i] = 1.0f;
  }
  int per_block = nts[t] * vts[t];
  scale_add<<<(n + per_block - 1) / per_block, nts[t]>>>(n, 2.0f, x, y, used);
  if(check(cudaGetLastError(), "launch") || check(cudaDeviceSynchronize(), "kernel"))
    return 1;
  int wrong = 0;
  for(int i = 0; i < n; ++i)
    wrong += y[i] != 2.0f * (float)(i % 100) + 1.0f;
  // Which tuning ran depends on the GPU (stderr); that the kernel's module
  // chose the one the host launched with does not (stdout).
  fprintf(stderr, "sm_%d module: host tuning %s, kernel tuning %s\n", arch, names[t],
    *used >= 0 && *used < @enum_count(tuning_t) ? names[*used] : "none");
  printf("kernel and host tunings %s; %d wrong elements\n",
    *used == t ? "agree" : "DISAGREE", wrong);
  bool ok = *used == t && wrong == 0;
  cudaFree(x);
  cudaFree(y);
  cudaFree(used);
  return !ok;
}
