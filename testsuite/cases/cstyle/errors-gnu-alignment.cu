// Alignment attributes that are errors, and the one circle-rs cannot lay
// out yet: an `aligned` typedef (a type with a new alignment) is refused
// rather than laid out differently from g++.
// RUN: %circle-rs -verify -fsyntax-only %s
int a __attribute__((aligned(3)));             // expected-error {{requested alignment is not a power of 2}}
struct S { char c; int x __attribute__((aligned(6))); }; // expected-error {{requested alignment is not a power of 2}}
typedef int aligned_int __attribute__((aligned(8))); // expected-error {{an 'aligned' attribute on a typedef is not supported yet}}
aligned_int ok = 1;
