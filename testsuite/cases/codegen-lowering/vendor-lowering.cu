// Per-vendor lowering of the same function at -O0: AMDGPU kernel pointer
// parameters are global pointers (ptr addrspace(1)) cast to flat pointers,
// locals are allocas in the private address space 5 used through flat
// casts, and the module uses the amdgcn-amd-amdhsa triple and data layout;
// NVPTX kernel parameters and allocas are generic pointers in the
// nvptx64-nvidia-cuda module. Device functions take flat pointers on both.
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/vendor-lowering.sm_70.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/vendor-lowering.gfx90a.ll
// RUN: %circle-rs validate %t

__device__ float scale(float* v, float s) { float t = *v * s; return t; }

__global__ void k(float* out, const float* in, float s) {
  float acc = scale((float*)in, s);
  out[0] = acc;
}

// NV: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// NV: target triple = "nvptx64-nvidia-cuda"
// NV-LABEL: define float @_Z5scalePff(ptr %v, float %s)
// NV: %t = alloca float, align 4
// NV-LABEL: define ptx_kernel void @_Z1kPfPKff(ptr %out, ptr %in, float %s)
// NV: %acc = alloca float, align 4
// NV-NOT: addrspace(5)

// AMD: target triple = "amdgcn-amd-amdhsa"
// AMD-LABEL: define float @_Z5scalePff(ptr %v, float %s)
// AMD: %t = alloca float, align 4, addrspace(5)
// AMD-NEXT: addrspacecast ptr addrspace(5) %t to ptr
// AMD-LABEL: define amdgpu_kernel void @_Z1kPfPKff(ptr addrspace(1) %out, ptr addrspace(1) %in, float %s)
// AMD: %acc = alloca float, align 4, addrspace(5)
// AMD: addrspacecast ptr addrspace(1) %out to ptr
// AMD: addrspacecast ptr addrspace(1) %in to ptr
