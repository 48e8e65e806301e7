// XFAIL: *
// RUN: true
// COM: SELFTEST-EXPECT: XPASS: passed, but its XFAIL line says it fails
