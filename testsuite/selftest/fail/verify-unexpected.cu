// RUN: %circle-rs -verify %s
int x; // expected-warning {{shadows}}
// FAKE-DIAG: 2 warning: declaration shadows a local variable
// FAKE-DIAG: 2 error: unknown type name 'foo'
// COM: SELFTEST-EXPECT: error' diagnostics seen but not expected:
// COM: SELFTEST-EXPECT: verify-unexpected.cu Line 2: unknown type name 'foo'
