// A `const` parameter is const inside the function (only the function type
// drops top-level const): assigning to it is an error, as clang reports it.
// RUN: %circle-rs -verify %s -fsyntax-only
void f(const int ci, int* p) {
  ci = 3;                        // expected-error {{cannot assign to variable 'ci' with const-qualified type 'const int'}}
  ci += 1;                       // expected-error {{cannot assign to variable 'ci' with const-qualified type 'const int'}}
}
