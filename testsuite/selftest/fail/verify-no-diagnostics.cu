// RUN: %circle-rs -verify %s
// expected-no-diagnostics
// FAKE-DIAG: 5 warning: implicit conversion loses precision
// COM: SELFTEST-EXPECT: warning' diagnostics seen but not expected:
