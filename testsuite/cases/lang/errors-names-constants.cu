// More translation errors with clang's texts: a type name used as a value,
// arrays of incomplete type, dereferencing void*, non-constant case labels
// and enumerator values (with the reason as a note), 'auto' where this
// slice does not deduce.
// RUN: %circle-rs -verify %s -fsyntax-only

struct pt { int x; };
struct fwd;
typedef int T;

void f(void* vp, int x) {
  int y = pt;                    // expected-error {{'pt' does not refer to a value}}
  int w = T;                     // expected-error {{'T' does not refer to a value}}
  fwd arr[2];                    // expected-error {{array has incomplete element type 'fwd'}}
  int z = *vp;                   // expected-error {{indirection not permitted on operand of type 'void *'}}
  switch (x) {
    case x: break;               // expected-error {{expression is not an integral constant expression}} expected-note {{variable 'x' has no value at compile time}}
  }
  enum F { b = x };              // expected-error {{expression is not an integral constant expression}} expected-note {{variable 'x' has no value at compile time}}
}
void h(auto v);                  // expected-error {{'auto' not allowed here}}
