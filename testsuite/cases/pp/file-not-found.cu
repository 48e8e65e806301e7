// A missing header stops with clang's message, pointing at the #include.
// RUN: %not %circle-rs -E %s 2>&1 | %FileCheck %s
// CHECK: file-not-found.cu:5:10: error: 'no_such_header.h' file not found
// CHECK-NEXT: 5 | #include <no_such_header.h>
#include <no_such_header.h>
