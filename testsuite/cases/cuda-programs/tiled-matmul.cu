// Tiled matrix multiply in static shared memory, the CUDA programming
// guide's kernel: dim3 geometry, 2-D thread indices, two tiles loaded per
// step and __syncthreads around their use, __fmaf_rn and fminf from the
// implicit runtime header, min() on ints.
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/tiled-matmul.sm_90.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/tiled-matmul.gfx1100.ll

#define TILE 16

__global__ void matmul(const float* A, const float* B, float* C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ka = t * TILE + threadIdx.x, kb = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (col < N && kb < K) ? B[kb * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < min(TILE, K - t * TILE); ++k)
      acc = __fmaf_rn(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = fminf(acc, 1e30f);
}

void launch(const float* A, const float* B, float* C, int M, int N, int K) {
  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmul<<<grid, block>>>(A, B, C, M, N, K);
}

// PTX-LABEL: .entry _Z6matmulPKfS0_Pfiii(
// PTX: .shared .align 4 .b8 {{.*}}As{{.*}}[1024];
// PTX: bar.sync 0;
// PTX: fma.rn.f32
// AMD-LABEL: define amdgpu_kernel void @_Z6matmulPKfS0_Pfiii(
// AMD: call float @llvm.fma.f32(
