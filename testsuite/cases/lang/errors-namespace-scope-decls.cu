// Namespace-scope declaration errors that sema misses or misnames:
// a const global without initializer, an array bound naming a non-const
// global, and the name in the negative-size message.
// RUN: %circle-rs -verify %s -fsyntax-only
const int c1;                    // expected-error {{default initialization of an object of const type 'const int'}}
int n = 4;
int a1[n];                       // expected-error {{array size is not an integral constant expression}} expected-note {{read of non-const variable 'n' is not allowed in a constant expression}}
int a2[-1];                      // expected-error {{'a2' declared as an array with a negative size}}
void f() { int b[-2]; }          // expected-error {{'b' declared as an array with a negative size}}
