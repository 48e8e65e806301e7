// A __device__ function only declared in this translation unit is an
// external call: no error, the IR declares it, the PTX has an `.extern
// .func` and is valid relocatable device code (validate assembles it with
// ptxas -c); an AMD module declares it too, and the linked code object
// keeps it as an undefined symbol.
// RUN: %circle-rs %s -sm_70 -sm_90 -O0 --emit=llvm-ir,ptx -o %t
// RUN: %FileCheck %s --input-file %t/extern-device-call.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/extern-device-call.sm_90.ptx
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -gfx1100 -O0 --emit=llvm-ir,amdgcn -o %t.amd
// RUN: %FileCheck %s --input-file %t.amd/extern-device-call.gfx1100.ll
// RUN: llvm-readelf-19 --syms %t.amd/extern-device-call.gfx1100.hsaco | %FileCheck %s --check-prefix=SYM
// RUN: %circle-rs validate %t.amd
__device__ int elsewhere(int x);
__global__ void k(int* p) { p[0] = elsewhere(p[1]); }
// CHECK: call i32 @_Z9elsewherei(
// CHECK: declare i32 @_Z9elsewherei(i32)
// PTX: .extern .func (.param .b32 func_retval0) _Z9elsewherei
// PTX: call.uni (retval0),
// PTX-NEXT: _Z9elsewherei,
// SYM: GLOBAL DEFAULT UND _Z9elsewherei
