// RUN: false | cat
// COM: SELFTEST-EXPECT: RUN line 1 failed (exit code 1)
