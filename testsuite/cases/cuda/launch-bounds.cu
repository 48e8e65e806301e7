// __launch_bounds__(max threads, min blocks) on a kernel reaches both
// backends: NVPTX's .maxntid/.minnctapersm and AMDGPU's flat work-group size.
// RUN: %circle-rs %s -sm_70 -gfx1100 --emit=ptx,llvm-ir,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/launch-bounds.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/launch-bounds.gfx1100.ll
// RUN: %circle-rs validate %t
// PTX-LABEL: .entry _Z7boundedPi(
// PTX: .maxntid 256, 1, 1
// PTX: .minnctapersm 2
// PTX-LABEL: .entry _Z9unboundedPi(
// PTX-NOT: .maxntid
// AMD: define {{.*}}amdgpu_kernel void @_Z7boundedPi({{.*}}) {{.*}}#[[B:[0-9]+]]
// AMD: attributes #[[B]] = { {{.*}}"amdgpu-flat-work-group-size"="1,256"
__global__ void __launch_bounds__(256, 2) bounded(int* p) { p[threadIdx.x] = 1; }
__global__ void unbounded(int* p) { p[threadIdx.x] = 2; }
