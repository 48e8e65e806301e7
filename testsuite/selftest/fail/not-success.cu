// RUN: %not true
// COM: SELFTEST-EXPECT: RUN line 1 failed (exit code 1)
