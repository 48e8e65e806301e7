// __syncthreads() is llvm.nvvm.barrier0 (PTX `bar.sync 0`) on NVIDIA and
// llvm.amdgcn.s.barrier between workgroup-scope release and acquire fences
// (s_barrier in the ISA) on AMD, as clang's HIP headers lower it; the
// barrier stays between the shared-memory store and load at -O3.
// RUN: %circle-rs %s -sm_70 -gfx90a -O3 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %circle-rs %s -gfx90a -O3 --emit=obj -o %t.obj
// RUN: llvm-objdump-19 -d %t.obj/syncthreads-barrier.gfx90a.o | %FileCheck %s --check-prefix=ISA
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/syncthreads-barrier.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/syncthreads-barrier.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/syncthreads-barrier.gfx90a.ll
// RUN: %circle-rs validate %t

__shared__ int buf[256];

__global__ void k(int* p) {
  buf[threadIdx.x] = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = buf[255 - threadIdx.x];
}

// NV-LABEL: define ptx_kernel void @_Z1kPi(
// NV: store i32 %{{.*}}, ptr %{{[0-9]+}}
// NV-NEXT: tail call void @llvm.nvvm.barrier0()
// NV: load i32, ptr %{{[0-9]+}}
// NV: declare void @llvm.nvvm.barrier0() #[[ATTR:[0-9]+]]
// NV: attributes #[[ATTR]] = { convergent

// PTX-LABEL: .entry _Z1kPi(
// PTX: st.shared.u32
// PTX-NEXT: bar.sync 0;
// PTX: ld.shared.u32

// AMD-LABEL: define amdgpu_kernel void @_Z1kPi(
// AMD: store i32 %{{.*}}, ptr addrspace(3)
// AMD-NEXT: fence syncscope("workgroup") release
// AMD-NEXT: tail call void @llvm.amdgcn.s.barrier()
// AMD-NEXT: fence syncscope("workgroup") acquire
// AMD: load i32, ptr addrspace(3)

// ISA: ds_write_b32
// ISA: s_barrier
// ISA: ds_read_b32
