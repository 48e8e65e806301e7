// RUN: %circle-rs -verify %s
// expected-error@+1 {{undeclared}}
int x;
int y;
// FAKE-DIAG: 4 error: use of undeclared identifier 'z'
// COM: SELFTEST-EXPECT: error' diagnostics expected but not seen:
// COM: SELFTEST-EXPECT: Line 3 (directive at
// COM: SELFTEST-EXPECT: error' diagnostics seen but not expected:
// COM: SELFTEST-EXPECT: verify-wrong-line.cu Line 4: use of undeclared identifier 'z'
