// Variable-length arrays that are errors, with clang's words: an
// initializer, a jump past the declaration into its scope; and what
// circle-rs does not do yet (an array of them), refused, never miscompiled.
// RUN: %circle-rs -verify -fsyntax-only %s
int init(int n) {
  int a[n] = {1, 2};        // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-error {{variable-sized object may not be initialized}}
  return 0;
}
int jump(int n) {
  goto skip;                // expected-error {{cannot jump from this goto statement to its label}}
  int a[n];                 // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{jump bypasses initialization of variable length array}}
  a[0] = 1;
skip:
  return 0;
}
int nested(int r, int c) {
  int m[r][c];              // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-error {{an array of variable-length arrays is not supported yet}}
  return 0;
}
