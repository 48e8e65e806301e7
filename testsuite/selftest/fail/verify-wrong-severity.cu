// RUN: %circle-rs -verify %s
int x; // expected-error {{unused}}
// FAKE-DIAG: 2 warning: variable 'x' is unused
// COM: SELFTEST-EXPECT: error' diagnostics expected but not seen:
// COM: SELFTEST-EXPECT: warning' diagnostics seen but not expected:
