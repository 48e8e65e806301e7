// `extern __shared__` declared inside kernels, the usual CUDA spelling: a
// block-scope extern names the namespace's variable ([basic.link]/7), so the
// symbol is `buf`, as clang and nvcc name it, and two kernels declaring it
// share one declaration. It used to be named like a static local
// (`scan.buf.1`), which is no PTX identifier: ptxas took it, but on an H200
// the driver refused the module ("a PTX JIT compilation failed").
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -O2 --emit=ptx,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/dynamic-shared-block-scope.sm_90.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/dynamic-shared-block-scope.gfx1100.ll

__global__ void scan(const int* in, int* out, int n) {
  extern __shared__ int buf[];
  int t = threadIdx.x;
  buf[t] = t < n ? in[t] : 0;
  __syncthreads();
  out[t] = buf[blockDim.x - 1 - t];
}

__global__ void twice(int* out) {
  extern __shared__ int buf[];
  buf[threadIdx.x] = 2 * threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x ^ 1];
}

// PTX: .extern .shared .align 4 .b8 buf[];
// PTX-NOT: .shared {{.*}}buf
// PTX-NOT: scan.buf
// PTX-LABEL: .entry _Z4scanPKiPii(
// PTX: mov.u64 {{%rd[0-9]+}}, buf;
// PTX-LABEL: .entry _Z5twicePi(
// PTX: mov.u64 {{%rd[0-9]+}}, buf;
// AMD: @buf = external {{.*}}addrspace(3) global [0 x i32]
// AMD-NOT: @buf.1
