// A crash is never an expected failure.
// RUN: %not sh -c 'kill -SEGV $$'
// COM: SELFTEST-EXPECT: crashed (killed by signal 11); a crash is not an expected failure
