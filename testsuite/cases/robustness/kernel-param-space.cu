// The kernel parameter space: 4352 bytes before sm_70, 32764 bytes from
// sm_70 (PTX ISA 8.1, raised only for a module that needs it). A kernel
// over its target's limit is an error naming the kernel, its size and the
// limit, for that target only; at the limit, ptxas accepts the PTX.
// RUN: %circle-rs %s -DN=32764 -sm_70 --emit=ptx -o %t/at
// RUN: %FileCheck %s --check-prefix=RAISED --input-file %t/at/kernel-param-space.sm_70.ptx
// RAISED: .version 8.1
// RUN: %circle-rs validate %t/at
// RUN: %circle-rs %s -DN=4352 -sm_60 --emit=ptx -o %t/classic
// RUN: %FileCheck %s --check-prefix=CLASSIC --input-file %t/classic/kernel-param-space.sm_60.ptx
// CLASSIC-NOT: .version 8.1
// RUN: %circle-rs validate %t/classic
// RUN: %not %circle-rs %s -DN=32765 -sm_70 -sm_60 --emit=ptx -o %t/over 2>&1 | %FileCheck %s --check-prefix=OVER
// OVER: kernel-param-space.cu:[[@LINE+6]]:17: error: the parameters of kernel 'k' need 32765 bytes of parameter space; target 'sm_70' allows at most 32764 [sm_70]
// OVER: kernel-param-space.cu:[[@LINE+5]]:17: error: the parameters of kernel 'k' need 32765 bytes of parameter space; target 'sm_60' allows at most 4352 (32764 bytes from sm_70) [sm_60]
// OVER: 2 errors generated.
// RUN: test ! -e %t/over
// REQUIRES: ptxas
struct S { char a[N]; };
__global__ void k(S s) { (void)s; }
