// Diagnostics report the location as #line presents it (clang's presumed
// location): generated code points back at its generator's input.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// CHECK: generated.y:100:9: error: use of undeclared identifier 'nope'
// CHECK-NEXT: int b = nope;
// CHECK: generated.y:102:{{[0-9]+}}: error: use of undeclared identifier 'again'
int a;
#line 100 "generated.y"
int b = nope;
int c;
int d = again;
