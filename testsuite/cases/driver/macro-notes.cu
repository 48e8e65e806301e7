// Errors on macro-expanded tokens point at the expansion and add clang's
// "expanded from macro" notes, also for tokens made by `##`; tokens passed
// as macro arguments are reported where they were written.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
#define DECL(n) int n##_x = undeclared_##n;
DECL(foo)
// CHECK: macro-notes.cu:6:1: error: use of undeclared identifier 'undeclared_foo'
// CHECK: macro-notes.cu:5:{{[0-9]+}}: note: expanded from macro 'DECL'
#define PLAIN(v) v + nothere
int y = PLAIN(1);
// CHECK: macro-notes.cu:10:9: error: use of undeclared identifier 'nothere'
// CHECK: macro-notes.cu:9:22: note: expanded from macro 'PLAIN'
#define ID(v) v
int z = ID(alsomissing);
// CHECK: macro-notes.cu:14:12: error: use of undeclared identifier 'alsomissing'
// CHECK-NOT: note: expanded from macro 'ID'
// CHECK: 3 errors generated.
