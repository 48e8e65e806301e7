// An internal compiler error (exit 70) is never an expected failure.
// RUN: %not sh -c 'exit 70'
// COM: SELFTEST-EXPECT: crashed (exit code 70)
