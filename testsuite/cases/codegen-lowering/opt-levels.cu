// -O0 .. -O3 (and the default, -O3): -O0 keeps every local in an alloca and
// every call; -O1 and above promote locals to registers and fold constants;
// the default is -O3 (same IR as an explicit -O3); an inline helper is
// inlined from -O1 on and, being linkonce_odr and unused, dropped.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t0
// RUN: %circle-rs %s -sm_70 -gfx1100 -O1 --emit=llvm-ir,ptx,amdgcn -o %t1
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t2
// RUN: %circle-rs %s -sm_70 -gfx1100 -O3 --emit=llvm-ir,ptx,amdgcn -o %t3
// RUN: %circle-rs %s -sm_70 -gfx1100 --emit=llvm-ir,ptx,amdgcn -o %tdef
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/opt-levels.sm_70.ll
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/opt-levels.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=OPT --input-file %t1/opt-levels.sm_70.ll
// RUN: %FileCheck %s --check-prefix=OPT --input-file %t2/opt-levels.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=OPT --input-file %t3/opt-levels.sm_70.ll
// RUN: ! grep -q 'define.*@_Z2sqi' %t1/opt-levels.sm_70.ll %t2/opt-levels.gfx1100.ll %t3/opt-levels.sm_70.ll
// RUN: cmp %t3/opt-levels.sm_70.ll %tdef/opt-levels.sm_70.ll
// RUN: cmp %t3/opt-levels.gfx1100.ll %tdef/opt-levels.gfx1100.ll
// RUN: %not cmp -s %t0/opt-levels.sm_70.ll %t3/opt-levels.sm_70.ll
// RUN: %circle-rs validate %t0
// RUN: %circle-rs validate %t1
// RUN: %circle-rs validate %t2
// RUN: %circle-rs validate %t3
// RUN: %circle-rs validate %tdef

inline __device__ int sq(int v) { return v * v; }

__global__ void k(int* p) {
  int a = 6;
  int b = sq(a) + 1;                           // 37
  p[threadIdx.x] = b * p[0];
}

// O0-LABEL: define {{.*}}void @_Z1kPi(
// O0: %a = alloca i32
// O0: %b = alloca i32
// O0: store i32 6,
// O0: call i32 @_Z2sqi(
// O0-LABEL: define linkonce_odr i32 @_Z2sqi(

// OPT-LABEL: define {{.*}}void @_Z1kPi(
// OPT-NOT: alloca
// OPT-NOT: call i32 @_Z2sqi
// OPT: mul {{.*}}i32 %{{[0-9]+}}, 37
// OPT: ret void
