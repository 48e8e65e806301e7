// RUN: echo a \
// COM: SELFTEST-EXPECT: bad RUN line: line 1: RUN line continued with
