// Alignment attributes that are errors: an alignment that is not a power
// of 2 (on a variable, a member, a typedef), and an array of a typedef
// whose alignment exceeds its size.
// RUN: %circle-rs -verify -fsyntax-only %s
int a __attribute__((aligned(3)));             // expected-error {{requested alignment is not a power of 2}}
struct S { char c; int x __attribute__((aligned(6))); }; // expected-error {{requested alignment is not a power of 2}}
typedef int odd_int __attribute__((aligned(12))); // expected-error {{requested alignment is not a power of 2}}
typedef int aligned_int __attribute__((aligned(8)));
aligned_int ok = 1;
aligned_int two[2]; // expected-error {{(4 bytes) isn't a multiple of its alignment (8 bytes)}}
