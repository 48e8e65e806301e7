// Kernels and device functions per vendor: __global__ functions use the
// kernel calling conventions (ptx_kernel = 71, amdgpu_kernel = 91) and
// become PTX `.entry`; __device__ functions keep the default convention
// (`.func`). NVPTX modules carry the +ptxNN feature of their target (the
// minimum PTX ISA for it: 3.2 for sm_35, 6.0 for sm_70, 7.8 for sm_90).
// AMDGPU kernels carry the attributes the HIP runtime expects, the module
// pins code object version 5, and the linked code object describes each
// kernel (symbol NAME.kd, hidden arguments when it reads blockDim/gridDim,
// wave size, amdhsa.version 1.2).
// RUN: %circle-rs %s -sm_35 -sm_70 -sm_90 -gfx90a -gfx1100 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=NV --input-file %t/kernel-calling-conventions.sm_70.ll
// RUN: %FileCheck %s --check-prefixes=PTX,PTX35 --input-file %t/kernel-calling-conventions.sm_35.ptx
// RUN: %FileCheck %s --check-prefixes=PTX,PTX70 --input-file %t/kernel-calling-conventions.sm_70.ptx
// RUN: %FileCheck %s --check-prefixes=PTX,PTX90 --input-file %t/kernel-calling-conventions.sm_90.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/kernel-calling-conventions.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/kernel-calling-conventions.gfx1100.ll
// RUN: llvm-readelf-19 --notes %t/kernel-calling-conventions.gfx90a.hsaco | %FileCheck %s --check-prefixes=ELF,ELF64
// RUN: llvm-readelf-19 --notes %t/kernel-calling-conventions.gfx1100.hsaco | %FileCheck %s --check-prefixes=ELF,ELF32
// RUN: llvm-readelf-19 --symbols %t/kernel-calling-conventions.gfx1100.hsaco | %FileCheck %s --check-prefix=SYM
// RUN: %circle-rs validate %t

__device__ __noinline__ int dev_fn(int x) { return x * 17; }

__global__ void uses_dims(int* p) { p[threadIdx.x] = dev_fn(blockDim.x * gridDim.x); }
__global__ void plain(float* f) { f[0] = 2.0f; }

// NV-DAG: define ptx_kernel void @_Z9uses_dimsPi(
// NV-DAG: define ptx_kernel void @_Z5plainPf(
// NV-DAG: define {{(dso_local )?}}{{(noundef )?}}i32 @_Z6dev_fni(

// PTX35: .version 3.2
// PTX35: .target sm_35
// PTX70: .version 6.0
// PTX70: .target sm_70
// PTX90: .version 7.8
// PTX90: .target sm_90
// PTX-DAG: .func  (.param .b32 func_retval0) _Z6dev_fni(
// PTX-DAG: .entry _Z9uses_dimsPi(
// PTX-DAG: .entry _Z5plainPf(

// AMD-DAG: define amdgpu_kernel void @_Z9uses_dimsPi(ptr addrspace(1) {{.*}}) {{.*}}#[[KATTR:[0-9]+]]
// AMD-DAG: define amdgpu_kernel void @_Z5plainPf(ptr addrspace(1) {{.*}}) {{.*}}#[[PATTR:[0-9]+]]
// AMD-DAG: define {{.*}}i32 @_Z6dev_fni(
// AMD-DAG: attributes #[[KATTR]] = { {{.*}}"amdgpu-flat-work-group-size"="1,1024"{{.*}}"uniform-work-group-size"="true"
// AMD-DAG: attributes #[[PATTR]] = { {{.*}}"amdgpu-flat-work-group-size"="1,1024"{{.*}}"uniform-work-group-size"="true"
// AMD-DAG: !{i32 1, !"amdhsa_code_object_version", i32 500}

// ELF: .args:
// ELF: .value_kind: global_buffer
// ELF: .value_kind: hidden_block_count_x
// ELF: .value_kind: hidden_group_size_x
// ELF: .name: _Z9uses_dimsPi
// ELF: .symbol: _Z9uses_dimsPi.kd
// ELF: .uniform_work_group_size: 1
// ELF64: .wavefront_size: 64
// ELF32: .wavefront_size: 32
// ELF: .name: _Z5plainPf
// ELF: .symbol: _Z5plainPf.kd
// ELF: amdhsa.version:
// ELF-NEXT: - 1
// ELF-NEXT: - 2
// SYM-DAG: OBJECT {{.*}} _Z9uses_dimsPi.kd
// SYM-DAG: FUNC {{.*}} _Z9uses_dimsPi
// SYM-DAG: FUNC {{.*}} _Z5plainPf
