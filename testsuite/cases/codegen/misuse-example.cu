// ../shared/examples/codegen_if/misuse.cu: its four codegen-context errors
// are translation-time errors, reported once (not once per target), and
// nothing else is reported. Its own expected-error comments are checked by
// -verify; the counts and the once-only rule are checked here.
// RUN: %circle-rs -verify %S/../../../../shared/examples/codegen_if/misuse.cu -sm_70 -fsyntax-only
// RUN: %not %circle-rs --emit=ptx,amdgcn %S/../../../../shared/examples/codegen_if/misuse.cu -sm_30 -sm_70 -gfx1100 -o %t 2> %t.err
// RUN: %FileCheck %s --input-file %t.err
// RUN: test ! -e %t
// CHECK: misuse.cu:9:{{[0-9]+}}: error: {{.*}}codegen
// CHECK: misuse.cu:10:{{[0-9]+}}: error: {{.*}}codegen
// CHECK: misuse.cu:11:{{[0-9]+}}: error: {{.*}}not a codegen constant
// CHECK: misuse.cu:12:{{[0-9]+}}: error: {{.*}}not a codegen constant
// CHECK-NOT: error:
// CHECK: 4 errors generated.
