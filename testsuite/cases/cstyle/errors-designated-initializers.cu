// Designated initializers: clang's C99-extension warnings (-Wc99-designator)
// and order warnings, and its errors for designators naming nothing, out of
// bounds, or used on a non-aggregate.
// RUN: %circle-rs -verify -fsyntax-only %s
struct P { int x, y; };
struct Q { P a; int b[4]; };
struct C { C(int); int v; };

P p1 = { .x = 1, .y = 2 };
P p2 = { .y = 2, .x = 1 };         // expected-warning {{ISO C++ requires field designators to be specified in declaration order; field 'y' will be initialized after field 'x'}} expected-note {{previous initialization for field 'y' is here}}
P p3 = { .x = 1, .x = 3 };         // expected-warning {{initializer overrides prior initialization of this subobject}} expected-note {{previous initialization is here}}
Q q1 = { .a.y = 5 };               // expected-warning {{nested designators are a C99 extension}}
Q q2 = { .b[2] = 7 };              // expected-warning {{nested designators are a C99 extension}} expected-warning {{array designators are a C99 extension}}
int a1[4] = { [1] = 1, 2 };        // expected-warning {{array designators are a C99 extension}} expected-warning {{mixture of designated and non-designated initializers in the same initializer list is a C99 extension}} expected-note {{first non-designated initializer is here}}
Q q3 = { .a = 1, 2 };              // expected-warning {{mixture of designated}} expected-note {{first non-designated}} expected-warning {{brace elision for designated initializer is a C99 extension}}

P e1 = { .z = 1 };                 // expected-error {{field designator 'z' does not refer to any field in type 'P'}}
int e2[3] = { [5] = 1 };           // expected-warning {{array designators}} expected-error {{array designator index (5) exceeds array bounds (3)}}
int e3 = { .x = 1 };               // expected-error {{initialization of non-aggregate type 'int' with a designated initializer list}}
C e4 = { .v = 1 };                 // expected-error {{initialization of non-aggregate type 'C' with a designated initializer list}}
P e5 = { [0] = 1 };                // expected-warning {{array designators}} expected-error {{array designator cannot initialize non-array type 'P'}}
int e6[2] = { .x = 1 };            // expected-error {{field designator cannot initialize a non-class type 'int[2]'}}
int e7[2] = { [1] = 1, 2 };        // expected-warning {{array designators}} expected-warning {{mixture}} expected-note {{first non-designated}} expected-error {{excess elements in array initializer}}
