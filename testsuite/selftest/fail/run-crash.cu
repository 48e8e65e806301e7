// RUN: sh -c 'kill -SEGV $$'
// COM: SELFTEST-EXPECT: RUN line 1 failed (killed by signal 11)
