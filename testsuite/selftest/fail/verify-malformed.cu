// RUN: %circle-rs -verify %s
int x; // expected-error undeclared
// COM: SELFTEST-EXPECT: verify-malformed.cu:2:11: error: cannot find start ('{{') of expected string
