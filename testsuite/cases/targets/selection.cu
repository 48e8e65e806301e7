// Every spelling of a target option selects the same target; duplicates are
// merged; an unknown name is an error that suggests the nearest names.
// RUN: %circle-rs --emit=ptx,amdgcn %s -sm_70 -o %t/a && ls %t/a/selection.sm_70.ptx
// RUN: %circle-rs --emit=ptx,amdgcn %s --cuda-gpu-arch=sm_70 -o %t/b && ls %t/b/selection.sm_70.ptx
// RUN: %circle-rs --emit=ptx,amdgcn %s -arch=sm_70 -o %t/c && ls %t/c/selection.sm_70.ptx
// RUN: %circle-rs --emit=ptx,amdgcn %s -arch sm_70 -o %t/d && ls %t/d/selection.sm_70.ptx
// RUN: %circle-rs --emit=ptx,amdgcn %s -gencode arch=compute_70,code=sm_70 -o %t/e && ls %t/e/selection.sm_70.ptx
// RUN: %circle-rs --emit=ptx,amdgcn %s --offload-arch=gfx1100 -gfx1100 -o %t/f && ls %t/f/selection.gfx1100.hsaco
// RUN: %circle-rs --emit=ptx,amdgcn %s -sm_70 -sm_70 --cuda-gpu-arch=sm_70 -o %t/g --time-report 2>&1 | %FileCheck %s --check-prefix=MERGED
// MERGED-COUNT-1: job sm_70
// MERGED-NOT: job sm_70
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_71 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown GPU architecture 'sm_71' in '-sm_71'
// UNKNOWN-NEXT: note: did you mean 'sm_70', 'sm_72' or 'sm_75'?
// RUN: %not %circle-rs --emit=ptx,amdgcn %s --offload-arch=gfx1101x 2>&1 | %FileCheck %s --check-prefix=UNKNOWN-AMD
// UNKNOWN-AMD: error: unknown GPU architecture 'gfx1101x'
// UNKNOWN-AMD: note: did you mean {{.*}}'gfx1101'
// RUN: %circle-rs validate %t
__global__ void k(int* p) { p[threadIdx.x] = 1; }
