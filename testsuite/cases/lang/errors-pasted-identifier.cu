// An error on an identifier made by `##` points at the macro invocation in
// the user's file, with no include stack (a paste's scratch buffer is not an
// #include), from the main file and from a header.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %not %circle-rs %s -fsyntax-only 2> %t.err
// RUN: %FileCheck %s --input-file %t.err
// RUN: %not %circle-rs %S/Inputs/pasted-in-header.cu -fsyntax-only 2> %t.hdr.err
// RUN: %FileCheck %s --check-prefix=HDR --input-file %t.hdr.err
#define NAME(n) t##n
int a = NAME(7);                 // expected-error {{use of undeclared identifier 't7'}}
// CHECK-NOT: In file included from
// CHECK: errors-pasted-identifier.cu:10:9: error: use of undeclared identifier 't7'
// CHECK-NOT: In file included from
// HDR: In file included from {{.*}}pasted-in-header.cu:1:
// HDR-NEXT: {{.*}}pasted.h:2:9: error: use of undeclared identifier 't8'
// HDR-NOT: In file included from
