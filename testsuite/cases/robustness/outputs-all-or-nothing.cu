// Outputs are one transaction: a target that fails (jnf has no device
// implementation on AMDGPU) leaves no file for the others, a failed run removes
// what an earlier run wrote at the same paths, no temporary file stays, and
// -E/-MD files are written only for a successful compile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %t -DOK
// RUN: ls %t | %FileCheck %s --check-prefix=FIRST
// FIRST: outputs-all-or-nothing.sm_70.ptx
// RUN: %not %circle-rs %s -sm_70 -gfx1100 --emit=ptx,amdgcn -o %t 2>&1 | %FileCheck %s --check-prefix=ERR
// ERR: error: 'jnf' has no device implementation for AMDGPU targets
// RUN: ls -A %t | wc -l | %FileCheck %s --check-prefix=EMPTY
// EMPTY: {{^}}0{{$}}
// RUN: %not %circle-rs -E %s -DBROKEN -o %t/pp.i
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -MD -MF %t/deps.d -DBROKEN -o %t
// RUN: %circle-rs %s -sm_70 --emit=ptx -MD -MF %t/deps.d -DOK -o %t
// RUN: ls -A %t | %FileCheck %s --check-prefix=DEPS --implicit-check-not=tmp --implicit-check-not=pp.i
// DEPS: deps.d
// DEPS: outputs-all-or-nothing.sm_70.ptx
#include <cmath>
#ifdef BROKEN
#error broken on purpose
#endif
__global__ void k(float* p) {
#ifndef OK
  *p = jnf(2, *p);
#endif
  *p = 1;
}
