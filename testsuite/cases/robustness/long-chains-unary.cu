// Nesting without brackets (unary minus 1100 deep) past the parser's
// recursion limit (1024; clang, on a larger stack, accepts this one): one
// diagnostic, recovery at the next declaration, no crash.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
#define M10 - - - - - - - - - -
#define M100 M10 M10 M10 M10 M10 M10 M10 M10 M10 M10
#define M1000 M100 M100 M100 M100 M100 M100 M100 M100 M100 M100
int deep = M1000 M100 1;
// CHECK-DAG: long-chains-unary.cu:[[@LINE-1]]:{{[0-9]+}}: error: nesting level exceeded maximum of 1024
int after = ;
// CHECK-DAG: long-chains-unary.cu:[[@LINE-1]]:13: error: expected expression
