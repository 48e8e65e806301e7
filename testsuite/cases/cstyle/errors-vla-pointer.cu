// Pointers to variable-length arrays that are errors: an initializer that
// is no pointer to such an array (clang's words; g++ says "cannot convert"),
// and stepping one by a non-integer. Accepted forms: oracle
// cstyle/015-vla-pointer-variables (g++ accepts them; clang++-19 refuses
// every conversion between variably modified pointer types in C++).
// RUN: %circle-rs -verify -fsyntax-only %s
void init(int m) { // expected-note 2 {{declared here}}
  int x = 0;
  int (*bad)[m] = &x;       // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{function parameter 'm' with unknown value cannot be used in a constant expression}} expected-error {{cannot initialize a variable of type 'int (*)[m]' with an rvalue of type 'int *'}}
  int row[4];
  int (*also)[m] = row;     // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{function parameter 'm'}} expected-error {{cannot initialize a variable of type 'int (*)[m]' with an lvalue of type 'int[4]'}}
}
void step(int n, double d) { // expected-note 3 {{declared here}}
  int v[n][n];              // expected-warning 2 {{variable length arrays in C++ are a Clang extension}} expected-note 2 {{function parameter 'n'}}
  int (*p)[n] = v;          // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{function parameter 'n'}}
  p += d;                   // expected-error {{invalid operands to binary expression}}
}
