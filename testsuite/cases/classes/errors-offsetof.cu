// offsetof's errors, in clang's words.
// RUN: %circle-rs -fsyntax-only -verify %s
#include <cstddef>
struct VB { int v; };
struct D : virtual VB { int x; };
struct S { int a : 3; int b; static int s; void f(); int arr[4]; struct { int in; } n; };
unsigned long x0 = offsetof(S, arr[2]) + offsetof(S, n.in);
unsigned long x1 = offsetof(int, a); // expected-error {{offsetof requires struct, union, or class type, 'int' invalid}}
unsigned long x2 = offsetof(S, a); // expected-error {{cannot compute offset of bit-field 'a'}}
unsigned long x3 = offsetof(D, v); // expected-error {{invalid application of 'offsetof' to a field of a virtual base}}
unsigned long x4 = offsetof(S, q); // expected-error {{no member named 'q' in 'S'}}
unsigned long x5 = offsetof(S, s); // expected-error {{no member named 's' in 'S'}}
unsigned long x6 = offsetof(S, f); // expected-error {{no member named 'f' in 'S'}}
unsigned long x7 = offsetof(S, b.c); // expected-error {{offsetof requires struct, union, or class type, 'int' invalid}}
static_assert(offsetof(S, arr[2]) == 16 && offsetof(S, n.in) == 24, "");
