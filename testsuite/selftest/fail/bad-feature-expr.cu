// REQUIRES: (shell
// RUN: true
// COM: SELFTEST-EXPECT: line 1: missing ')' in feature expression
