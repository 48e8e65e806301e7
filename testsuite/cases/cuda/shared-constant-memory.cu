// __shared__ variables live in address space 3 (PTX .shared, AMD LDS) at
// file and block scope; __constant__ variables in address space 4 (PTX
// .const) with their initializers; __device__ globals in address space 1
// (.global). In NVPTX IR the accesses are generic pointers cast from the
// address space (the backend infers .shared/.const); AMD IR accesses the
// address spaces directly. Reads and writes go through them from kernels.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefixes=CHECK,NV --input-file %t/shared-constant-memory.sm_70.ll
// RUN: %FileCheck %s --check-prefixes=CHECK,AMD --input-file %t/shared-constant-memory.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/shared-constant-memory.sm_70.ptx
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__shared__ float tile[64];
__constant__ int coeffs[4] = { 3, 5, 7, 11 };
__device__ int counter = 9;

__global__ void k(float* out, int* iout) {
  __shared__ int local_tile[32];
  tile[threadIdx.x] = out[threadIdx.x];
  local_tile[threadIdx.x] = coeffs[threadIdx.x & 3] + counter;
  __syncthreads();
  out[threadIdx.x] = tile[63 - threadIdx.x];
  iout[threadIdx.x] = local_tile[31 - threadIdx.x];
}

// CHECK-DAG: @tile = {{.*}}addrspace(3) global [64 x float] undef
// CHECK-DAG: @coeffs = {{.*}}addrspace(4) {{.*}}[4 x i32] [i32 3, i32 5, i32 7, i32 11]
// CHECK-DAG: @counter = {{.*}}addrspace(1) {{.*}}global i32 9
// CHECK-DAG: @{{[A-Za-z0-9_.]*}}local_tile{{[A-Za-z0-9_.]*}} = {{.*}}addrspace(3) global [32 x i32] undef
// NV-LABEL: define ptx_kernel void @_Z1kPfPi(
// AMD-LABEL: define amdgpu_kernel void @_Z1kPfPi(
// NV-DAG: getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
// NV-DAG: getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(4) @coeffs to ptr)
// NV-DAG: load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr)
// AMD-DAG: store float %{{[0-9a-z.]+}}, ptr addrspace(3)
// AMD-DAG: getelementptr inbounds i32, ptr addrspace(4) @coeffs
// AMD-DAG: load i32, ptr addrspace(1) @counter
// AMD-DAG: store i32 %{{[0-9a-z.]+}}, ptr addrspace(3)
// AMD-DAG: load float, ptr addrspace(3)
// AMD-DAG: load i32, ptr addrspace(3)

// PTX-DAG: .shared .align 4 .b8 tile[256];
// PTX-DAG: .const .align 4 .b8 coeffs[16] = {3, 0, 0, 0, 5, 0, 0, 0, 7, 0, 0, 0, 11{{(, 0, 0, 0)?}}};
// PTX-DAG: .global .align 4 .u32 counter = 9;
// PTX-DAG: .shared .align 4 .b8 {{.*}}local_tile{{.*}}[128];
// PTX-DAG: st.shared.f32
// PTX-DAG: ld.const.u32
// PTX-DAG: ld.global.u32
// PTX-DAG: ld.shared.f32
// PTX-DAG: ld.shared.u32
