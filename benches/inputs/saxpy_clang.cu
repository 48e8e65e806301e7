// The clang-19 counterpart of examples/saxpy.cu for the compile-time
// comparison: the same kernel, unrolled by the same factors per target, the
// CUDA way (one front-end pass per target, __CUDA_ARCH__ / __HIP_DEVICE_COMPILE__
// select the factor). Compiled with -nocudainc/-nogpuinc, so the attributes
// are spelled out here.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
struct uint3 { unsigned x, y, z; };
#if defined(__HIP__)
#define TID __builtin_amdgcn_workitem_id_x()
#define BID __builtin_amdgcn_workgroup_id_x()
#define BDIM (__builtin_amdgcn_workgroup_size_x())
#define GDIM (__builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x())
#define UNROLL 8
#else
#define TID __nvvm_read_ptx_sreg_tid_x()
#define BID __nvvm_read_ptx_sreg_ctaid_x()
#define BDIM __nvvm_read_ptx_sreg_ntid_x()
#define GDIM __nvvm_read_ptx_sreg_nctaid_x()
#if __CUDA_ARCH__ >= 700
#define UNROLL 4
#else
#define UNROLL 2
#endif
#endif

__device__ inline float axpy(float a, float x, float y) { return a * x + y; }

__global__ void saxpy(float a, const float* x, float* y, int n) {
  int tid = BID * BDIM + TID;
  int stride = GDIM * BDIM;
#pragma unroll
  for(int i = 0; i < UNROLL; ++i) {
    int k = tid + i * stride;
    if(k < n) y[k] = axpy(a, x[k], y[k]);
  }
}
