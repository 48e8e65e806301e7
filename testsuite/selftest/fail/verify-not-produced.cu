// RUN: %circle-rs -verify %s
int x; // expected-error {{no matching function}}
// COM: SELFTEST-EXPECT: error' diagnostics expected but not seen:
// COM: SELFTEST-EXPECT: verify-not-produced.cu Line 2: no matching function
