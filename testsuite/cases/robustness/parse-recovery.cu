// A syntax error no longer hides the semantic errors around it: the parser
// recovers at the next declaration or statement and translation goes on,
// so one run reports every independent error, in source order, as clang.
// An undeclared name used as a type is an "unknown type name", also in
// 'Name* p = ...;'.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// RUN: %circle-rs -fsyntax-only -verify %s
// CHECK: parse-recovery.cu:15:18: error: use of undeclared identifier 'undeclared1'
// CHECK-NEXT: 15 |
// CHECK: parse-recovery.cu:16:1: error: unknown type name 'Foo'
// CHECK: parse-recovery.cu:17:20: error: expected ';' after declaration
// CHECK: parse-recovery.cu:18:22: error: use of undeclared identifier 'undeclared2'
// CHECK: parse-recovery.cu:19:23: error: unknown type name 'Baz'
// CHECK: 5 errors generated.
int f() { return undeclared1; } // expected-error {{use of undeclared identifier 'undeclared1'}}
Foo g; // expected-error {{unknown type name 'Foo'}}
int k() { int x = 1 return x; } // expected-error {{expected ';'}}
int m() { return 1 + undeclared2; } // expected-error {{use of undeclared identifier 'undeclared2'}}
void n() { int y = 0; Baz* p = 0; (void)y; } // expected-error {{unknown type name 'Baz'}}
