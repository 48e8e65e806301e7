// ../shared/examples/errors/host_only.cu: exactly three errors, in order,
// each once for both targets, each with the call chain from its kernel; no
// output file.
// RUN: %not %circle-rs %S/../../../../shared/examples/errors/host_only.cu -sm_70 -gfx1100 --emit=ptx,amdgcn -o %t 2> %t.err
// RUN: test ! -e %t
// RUN: %FileCheck %s --input-file %t.err
// CHECK: host_only.cu:27:5: error: a throw-expression is not allowed in device code [sm_70, gfx1100]
// CHECK: host_only.cu:40:{{[0-9]+}}: note: called from 'k1'
// CHECK: host_only.cu:40:{{[0-9]+}}: note: in kernel 'k1'
// CHECK: host_only.cu:41:{{[0-9]+}}: error: 'log_host' is not defined in this translation unit and not declared __device__ [sm_70, gfx1100]
// CHECK: note: in kernel 'k2'
// CHECK: host_only.cu:42:{{[0-9]+}}: error: a host variable cannot be used in device code [sm_70, gfx1100]
// CHECK: note: in kernel 'k3'
// CHECK-NOT: error:
// CHECK: 3 errors generated.
