// RUN: sleep 60 | cat
// COM: SELFTEST-EXPECT: RUN line 1 timed out after
