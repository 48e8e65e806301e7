// ../shared/examples/classes/objects.cu as its header says: the compile-time
// output exactly once (whatever the number of targets), and in both modules
// the kernel folds to storing 42.0 (0x42280000) to out[threadIdx.x] with no
// call left; ptxas and ld.lld accept the outputs.
// RUN: %circle-rs %S/../../../../shared/examples/classes/objects.cu -sm_70 -gfx1100 --emit=ptx,amdgcn,llvm-ir -O2 -o %t > %t.out 2> %t.err
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: test $(wc -l < %t.out) -eq 4
// RUN: test ! -s %t.err
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/objects.sm_70.ll
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/objects.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/objects.sm_70.ptx
// RUN: %circle-rs validate %t
// META: norm2 = 25
// META-NEXT: scoped: ctor 1 ctor 2 dtor 2 dtor 1
// META-NEXT: area sum = 19
// META-NEXT: live after scope = 0
// IR-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z6kernelPf(
// IR-NOT: call {{.*}}@_Z
// IR: store float 4.200000e+01, ptr {{(addrspace\(1\) )?}}%
// IR-NEXT: ret void
// PTX-LABEL: .entry _Z6kernelPf(
// PTX-NOT: call
// PTX: {{0f42280000|1109917696}}
// PTX-NOT: call
// PTX: ret;
