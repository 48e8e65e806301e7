// RUN: true
// the next RUN line fails; the one after never runs
// RUN: test 1 = 2
// RUN: touch %T/never
// COM: SELFTEST-EXPECT: RUN line 3 failed (exit code 1)
// COM: SELFTEST-EXPECT: $ test 1 = 2
