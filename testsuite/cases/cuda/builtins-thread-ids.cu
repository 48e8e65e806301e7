// threadIdx, blockIdx, blockDim, gridDim (.x/.y/.z) and warpSize lowered
// per vendor: NVPTX special registers through llvm.nvvm.read.ptx.sreg.*
// (%tid, %ctaid, %ntid, %nctaid in PTX); AMDGPU work-item and work-group ids
// through llvm.amdgcn.workitem.id.* / workgroup.id.*, blockDim from the
// implicit arguments (16-bit group sizes at offsets 12, 14, 16) and gridDim
// from the hidden block counts (offsets 0, 4, 8) of code object v5;
// warpSize is 32 on NVIDIA, the wave size on AMD (64 on gfx90a, 32 on
// gfx1100).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/builtins-thread-ids.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/builtins-thread-ids.sm_70.ptx
// RUN: %FileCheck %s --check-prefixes=AMD,W64 --input-file %t/builtins-thread-ids.gfx90a.ll
// RUN: %FileCheck %s --check-prefixes=AMD,W32 --input-file %t/builtins-thread-ids.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__global__ void ids(unsigned* p) {
  p[0] = threadIdx.x; p[1] = threadIdx.y; p[2] = threadIdx.z;
  p[3] = blockIdx.x;  p[4] = blockIdx.y;  p[5] = blockIdx.z;
  p[6] = blockDim.x;  p[7] = blockDim.y;  p[8] = blockDim.z;
  p[9] = gridDim.x;   p[10] = gridDim.y;  p[11] = gridDim.z;
  p[12] = warpSize;
}

// NV-LABEL: define ptx_kernel void @_Z3idsPj(
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
// NV: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// NV: store i32 32, ptr
// NV: ret void

// PTX-LABEL: .entry _Z3idsPj(
// PTX-DAG: %tid.x
// PTX-DAG: %tid.y
// PTX-DAG: %tid.z
// PTX-DAG: %ctaid.x
// PTX-DAG: %ctaid.y
// PTX-DAG: %ctaid.z
// PTX-DAG: %ntid.x
// PTX-DAG: %ntid.y
// PTX-DAG: %ntid.z
// PTX-DAG: %nctaid.x
// PTX-DAG: %nctaid.y
// PTX-DAG: %nctaid.z

// AMD-LABEL: define amdgpu_kernel void @_Z3idsPj(
// AMD: call i32 @llvm.amdgcn.workitem.id.x()
// AMD: call i32 @llvm.amdgcn.workitem.id.y()
// AMD: call i32 @llvm.amdgcn.workitem.id.z()
// AMD: call i32 @llvm.amdgcn.workgroup.id.x()
// AMD: call i32 @llvm.amdgcn.workgroup.id.y()
// AMD: call i32 @llvm.amdgcn.workgroup.id.z()
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 12
// AMD-NEXT: load i16
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 14
// AMD-NEXT: load i16
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 16
// AMD-NEXT: load i16
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 0
// AMD-NEXT: load i32
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 4
// AMD-NEXT: load i32
// AMD: getelementptr inbounds i8, ptr addrspace(4) %{{[0-9]+}}, i64 8
// AMD-NEXT: load i32
// W64: store i32 64, ptr
// W32: store i32 32, ptr
// AMD: ret void
