// Variable-length arrays that are errors, with clang's words: an
// initializer (on a VLA, an array of VLAs, an array declared with a VLA
// typedef; clang points that one at the typedef's bound), a jump past the
// declaration into its scope.
// RUN: %circle-rs -verify -fsyntax-only %s
int init(int n) { // expected-note 3 {{declared here}}
  int a[n] = {1, 2};        // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-error {{variable-sized object may not be initialized}} expected-note {{function parameter 'n' with unknown value cannot be used in a constant expression}}
  int b[2][n] = {};         // expected-warning 2 {{variable length arrays in C++ are a Clang extension}} expected-error {{variable-sized object may not be initialized}} expected-note {{function parameter 'n'}}
  typedef int row[n];       // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{function parameter 'n'}}
  row r = {1};              // expected-error {{variable-sized object may not be initialized}}
  return 0;
}
int jump(int n) { // expected-note {{declared here}}
  goto skip;                // expected-error {{cannot jump from this goto statement to its label}}
  int a[n];                 // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{jump bypasses initialization of variable length array}} expected-note {{function parameter 'n'}}
  a[0] = 1;
skip:
  return 0;
}
