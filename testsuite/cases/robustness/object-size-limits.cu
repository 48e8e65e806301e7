// Object sizes are counted in bits in 64-bit arithmetic: an array of 2^61
// bytes or more is "too large" as clang says, and a class whose members add
// up to 2^61 bytes is rejected (clang's own limit for classes is 2^63 bytes;
// circle-rs keeps every size representable in bits) instead of wrapping.
// RUN: %circle-rs -fsyntax-only -verify %s
struct A { char x[1LL << 62]; }; // expected-error {{array is too large (4611686018427387904 elements)}}
int a[1LL << 62]; // expected-error {{array is too large (4611686018427387904 elements)}}
long long b[1LL << 58]; // expected-error {{array is too large (288230376151711744 elements)}}
char ok[1LL << 40];
struct C { char x[1LL << 60]; };
struct D { C a, b; }; // expected-error {{type 'D' is too large}}
static_assert(sizeof(C) == 1LL << 60, "");
