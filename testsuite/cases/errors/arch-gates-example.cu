// ../shared/examples/errors/arch_gates.cu: architecture gates are checked per
// module on what it reaches, with cudafe's texts, each reported once with its
// targets. Lines A-E of the example; F and G must stay silent.
// RUN: %not %circle-rs %S/../../../../shared/examples/errors/arch_gates.cu -sm_30 -sm_52 -sm_60 -sm_70 -sm_90 --emit=ptx -o %t 2> %t.err
// RUN: %FileCheck %s --input-file %t.err
// RUN: test ! -e %t
// CHECK: arch_gates.cu:26:{{[0-9]+}}: error: __grid_constant__ annotation is only allowed for architecture compute_70 or later [sm_30, sm_52, sm_60]
// CHECK: arch_gates.cu:31:{{[0-9]+}}: warning: atomic add and sub for 64-bit float is supported on architecture sm_60 or above. [sm_30, sm_52]
// CHECK: arch_gates.cu:35:{{[0-9]+}}: warning: atomic operations' scope of cluster is supported on architecture sm_90 or above. Using device scope instead. [sm_30, sm_52, sm_60, sm_70]
// CHECK: arch_gates.cu:38:{{[0-9]+}}: error: __nv_register_params__ is only supported for compute_80 or later architecture [sm_30, sm_52, sm_60, sm_70]
// CHECK: arch_gates.cu:44:{{[0-9]+}}: error: alloca() is not supported for architectures lower than compute_52 [sm_30]
// CHECK-NOT: arch_gates.cu:{{(2[0-4]|5[0-9])}}:
//
// With only the guarded code, no diagnostic at all and one PTX per target.
// RUN: %circle-rs %S/../../../../shared/examples/errors/arch_gates.cu -DONLY_GUARDED -sm_30 -sm_52 -sm_60 -sm_70 -sm_90 --emit=ptx -o %t.ok 2> %t.ok.err
// RUN: test ! -s %t.ok.err
// RUN: ls %t.ok/arch_gates.sm_30.ptx %t.ok/arch_gates.sm_52.ptx %t.ok/arch_gates.sm_60.ptx %t.ok/arch_gates.sm_70.ptx %t.ok/arch_gates.sm_90.ptx
// RUN: %circle-rs validate %t.ok
