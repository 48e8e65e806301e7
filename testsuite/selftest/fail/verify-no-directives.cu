// RUN: %circle-rs -verify %s
// COM: SELFTEST-EXPECT: no expected directives found: consider use of
