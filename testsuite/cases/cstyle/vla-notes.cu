// -Wvla-cxx-extension comes with clang's notes saying why the bound is
// not a constant expression, each with a note at the declaration of what
// stops it: a parameter, a non-const variable (local or global), a const
// variable whose initializer is not constant, a call of a function that
// is not constexpr. The first operand from the left that stops
// evaluation is the one named.
// RUN: %circle-rs -verify -fsyntax-only %s
// RUN: %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s

int g();            // expected-note {{declared here}}
int gv = 3;         // expected-note {{declared here}}
void f(int n) {     // expected-note 2 {{declared here}}
  int a[n];         // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{function parameter 'n' with unknown value cannot be used in a constant expression}}
  int m = n + 1;    // expected-note {{declared here}}
  int b[m];         // expected-warning {{variable length arrays}} expected-note {{read of non-const variable 'm' is not allowed in a constant expression}}
  int c[g()];       // expected-warning {{variable length arrays}} expected-note {{non-constexpr function 'g' cannot be used in a constant expression}}
  int d[gv];        // expected-warning {{variable length arrays}} expected-note {{read of non-const variable 'gv' is not allowed in a constant expression}}
  const int k = n;  // expected-note {{declared here}}
  int e[k];         // expected-warning {{variable length arrays}} expected-note {{initializer of 'k' is not a constant expression}}
  int h[2 + n * 2]; // expected-warning {{variable length arrays}} expected-note {{function parameter 'n' with unknown value}}
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)h;
}

// CHECK: vla-notes.cu:13:9: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// CHECK-NEXT: 13 |
// CHECK-NEXT: |
// CHECK-NEXT: vla-notes.cu:13:9: note: function parameter 'n' with unknown value cannot be used in a constant expression
// CHECK: vla-notes.cu:12:12: note: declared here
// CHECK: vla-notes.cu:20:13: note: function parameter 'n' with unknown value cannot be used in a constant expression
