// `if codegen(...)` and `@codegen if(...)` are one statement: each target
// module keeps only the taken branch (else-if chains, nested, with a
// single-statement or compound branch), proven per target with CHECK-NOT on
// the other branches at -O0. A pruned branch is not ODR-use: a host-only
// function called only in the NVIDIA branch is no error for AMD targets,
// and is an error, reported once with the NVIDIA targets, when reached.
// RUN: %circle-rs %s -sm_52 -sm_80 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t -DNO_HOST_CALL
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/codegen-if-pruning.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM80 --input-file %t/codegen-if-pruning.sm_80.ll
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/codegen-if-pruning.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=SM52N --input-file %t/codegen-if-pruning.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM80N --input-file %t/codegen-if-pruning.sm_80.ll
// RUN: %FileCheck %s --check-prefix=AMDN --input-file %t/codegen-if-pruning.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -gfx1100 -gfx90a --emit=amdgcn -o %t.amd
// RUN: %circle-rs validate %t.amd
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -sm_52 -sm_80 -gfx1100 -o %t.err 2> %t.stderr
// RUN: %FileCheck %s --check-prefix=ERR --input-file %t.stderr

void host_log(int);                             // host only, not defined here

__device__ int pick(int x) {
  @codegen if(__nvvm_arch >= 80) {
    x = x * 801;
  } else @codegen if(__is_amdgpu_target) {
    x = x * 1101;
  } else {
    x = x * 521;
  }
  if codegen(__is_nvvm_target)
    if codegen(__nvvm_arch < 60)
      x += 52;
#ifndef NO_HOST_CALL
  if codegen(__is_nvvm_target) host_log(x);
#endif
  return x;
}

__global__ void k(int* p) { p[0] = pick(p[1]); }

// SM52-LABEL: define {{.*}}i32 @_Z4picki(
// SM52: mul i32 %{{[0-9]+}}, 521
// SM52: add i32 %{{[0-9]+}}, 52
// SM52N-NOT: {{801|1101}}
// SM52: ret i32

// SM80-LABEL: define {{.*}}i32 @_Z4picki(
// SM80: mul i32 %{{[0-9]+}}, 801
// SM80N-NOT: {{521|1101|, 52$}}
// SM80: ret i32

// AMD-LABEL: define {{.*}}i32 @_Z4picki(
// AMD: mul i32 %{{[0-9]+}}, 1101
// AMDN-NOT: {{801|521|, 52$}}
// AMD: ret i32

// ERR: codegen-if-pruning.cu:{{[0-9]+}}:32: error: 'host_log' is not defined in this translation unit and not declared __device__ [sm_52, sm_80]
// ERR-NEXT: {{[0-9]+}} |   if codegen(__is_nvvm_target) host_log(x);
// ERR: codegen-if-pruning.cu:{{[0-9]+}}:16: note: in device function 'pick'
// ERR-NEXT: {{[0-9]+}} | __device__ int pick(int x) {
// ERR-NOT: error:
// ERR: 1 error generated.
