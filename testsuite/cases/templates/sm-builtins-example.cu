// ../shared/examples/dispatch/sm_builtins.cu as its header says: in the
// sm_52 module out[0] = 35 and out[1] = 52, in the sm_70 module 61 and 70;
// ptxas accepts both.
// RUN: %circle-rs %S/../../../../shared/examples/dispatch/sm_builtins.cu -sm_52 -sm_70 --emit=ptx,llvm-ir -O2 -o %t
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/sm_builtins.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/sm_builtins.sm_70.ll
// RUN: %circle-rs validate %t
// SM52-LABEL: define ptx_kernel void @_Z6kernelPfPi(
// SM52: store i32 35, ptr %out
// SM52: store i32 52, ptr
// SM70-LABEL: define ptx_kernel void @_Z6kernelPfPi(
// SM70: store i32 61, ptr %out
// SM70: store i32 70, ptr
