// Undefined behaviour or a limit met inside a try-block at compile time
// ends the evaluation with its diagnostic: it is not a C++ exception, so
// no handler, not even catch (...), can take it (a handler that did would
// turn an error into silently wrong output). Both engines.
// RUN: %circle-rs -verify -fsyntax-only -fconstexpr-steps=100000 %s
// RUN: %circle-rs -verify -fsyntax-only -fconstexpr-steps=100000 -fmeta-engine=tree %s
#include <cstdio>

int bad(int i) {
  int a[2] = {0, 0};
  return a[i]; // expected-error {{out-of-bounds access}}
}
int guarded() {
  try {
    printf("before\n");
    bad(5); // expected-note {{in compile-time call to 'bad'}}
    printf("after\n");
  } catch (...) {
    printf("caught\n");
  }
  return 0;
}
@meta guarded(); // expected-note {{in compile-time call to 'guarded'}}

int spin() {
  try {
    for (;;) { // expected-error {{exceeded the limit of 100000 steps}}
    }
  } catch (...) {
  }
  return 0;
}
@meta spin(); // expected-note {{in compile-time call to 'spin'}}
