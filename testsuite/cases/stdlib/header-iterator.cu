// <iterator> translates: libstdc++'s header as the system has it, in C++ mode
// and in the default CUDA mode.
// RUN: %circle-rs -verify -fsyntax-only -x c++ %s
// RUN: %circle-rs -verify -fsyntax-only %s
// expected-no-diagnostics
#include <iterator>
