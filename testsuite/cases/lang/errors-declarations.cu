// Declaration errors, with clang's texts: unknown types, redefinitions,
// conflicting prototypes, incomplete types, bad array sizes, enum
// underlying types and enumerator ranges, const without initializer,
// non-constant global initializers, auto without initializer, scope errors.
// RUN: %circle-rs -verify %s -fsyntax-only

undeclared_t g0;                 // expected-error {{unknown type name 'undeclared_t'}}
int g1 = 1;
int g1 = 2;                      // expected-error {{redefinition of 'g1'}} expected-note@-1 {{previous definition is here}}
int f1(int);
float f1(int);                   // expected-error {{conflicting types for 'f1'}} expected-note@-1 {{previous declaration is here}}
int f2() { return 0; }
int f2() { return 1; }           // expected-error {{redefinition of 'f2'}} expected-note@-1 {{previous definition is here}}

struct fwd;
fwd g2;                          // expected-error {{variable has incomplete type 'fwd'}}
struct holder { fwd inner; };    // expected-error {{field has incomplete type 'fwd'}}
int g3 = sizeof(fwd);            // expected-error {{invalid application of 'sizeof' to an incomplete type 'fwd'}}

int a3[2] = { 1, 2, 3 };         // expected-error {{excess elements in array initializer}}
int s1 = { { 1 } };              // expected-error {{too many braces around scalar initializer}}

enum class e1 : float { x };     // expected-error {{non-integral type 'float' is an invalid underlying type}}
enum class e2 : unsigned char { big = 256 };   // expected-error {{enumerator value 256 is not representable in the underlying type 'unsigned char'}}

int runtime();
int g4 = runtime();              // expected-error {{initializer of global variable 'g4' is not a compile-time constant}} expected-note {{'runtime' is not defined in this translation unit}}
constexpr int c2 = runtime();    // expected-error {{constexpr variable 'c2' must be initialized by a constant expression}} expected-note {{'runtime' is not defined in this translation unit}}

void f3() {
  const int c1;                  // expected-error {{default initialization of an object of const type 'const int'}}
  int m = 3;                     // expected-note {{declared here}}
  int a1[m];                     // expected-warning {{variable length arrays in C++ are a Clang extension}} expected-note {{read of non-const variable 'm' is not allowed in a constant expression}}
  auto v;                        // expected-error {{declaration of variable 'v' with deduced type 'auto' requires an initializer}}
  int x = 1;
  int x = 2;                     // expected-error {{redefinition of 'x'}} expected-note@-1 {{previous definition is here}}
  nope::y = 1;                   // expected-error {{use of undeclared identifier 'nope'}}
}

namespace ns { int z; }
int g5 = ns::w;                  // expected-error {{no member named 'w' in 'ns'}}
int g6 = g1::q;                  // expected-error {{'g1' is not a class, namespace, or enumeration}}
