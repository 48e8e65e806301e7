// -verify semantics through a (fake) compiler.
// RUN: %circle-rs -verify %s
int a; // expected-error {{undeclared identifier 'x'}} expected-warning {{unused}}
// FAKE-DIAG: 3 error: use of undeclared identifier 'x'
// FAKE-DIAG: 3 warning: variable 'a' is unused
// expected-note@+1 {{declared here}}
int b;
// FAKE-DIAG: 7 note: 'b' declared here
int c; // expected-error 2 {{redefinition}}
// FAKE-DIAG: 9 error: redefinition of 'c'
// FAKE-DIAG: 9 error: redefinition of 'c' again
// FAKE-DIAG: 9 error: this
// expected-error@-4 {{this}}
