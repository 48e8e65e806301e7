// <bits/stdc++.h>, every header of GCC 12's libstdc++ at once, translates
// for the host and for a device target, as with clang++-19 -fsyntax-only
// (<future>, <random> and <filesystem> were the last to: see
// templates/nested-member-templates.cu).
// RUN: %circle-rs -fsyntax-only %s
// RUN: %circle-rs -fsyntax-only -sm_70 %s
// RUN: %circle-rs -fsyntax-only -x c++ %s
#include <bits/stdc++.h>
int main() { return 0; }
