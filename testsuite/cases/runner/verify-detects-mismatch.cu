// The driver's -verify must fail on a diagnostic that is never produced.
// RUN: ! %circle-rs -verify %s -fsyntax-only
// RUN: %not %circle-rs -verify %s -fsyntax-only
int x; // expected-error {{a diagnostic text no compiler produces}}
