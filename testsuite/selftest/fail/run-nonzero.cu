// RUN: echo about to fail; exit 3
// COM: SELFTEST-EXPECT: RUN line 1 failed (exit code 3)
// COM: SELFTEST-EXPECT: about to fail
