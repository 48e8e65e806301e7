// The first CUDA program, with no #include: the runtime API
// (cudaMalloc, cudaMemcpy, cudaDeviceSynchronize, cudaError_t,
// cudaGetErrorString) and the kernel's math (sqrtf, __expf) are what nvcc
// and clang give a .cu file implicitly. The host part only type-checks
// here.
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/vector-add.sm_70.ptx

__global__ void vadd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i] * sqrtf(__ldg(&b[i])) + __expf(a[i]);
}

int run(int n) {
  float *a, *b, *c;
  size_t bytes = n * sizeof(float);
  cudaMalloc((void**)&a, bytes);
  cudaMalloc((void**)&b, bytes);
  cudaMalloc((void**)&c, bytes);
  vadd<<<(n + 255) / 256, 256>>>(a, b, c, n);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    printf("error: %s\n", cudaGetErrorString(err));
    return 1;
  }
  float4 v = make_float4(1, 2, 3, 4);
  uint3 u = make_uint3(1, 2, 3);
  dim3 g(u);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return (int)(v.x + g.z);
}

// PTX-LABEL: .entry _Z4vaddPKfS0_Pfi(
// PTX: sqrt.rn.f32
