// When compile-time recursion exceeds the limit, the notes must still lead
// back to the `@meta` declaration that started the evaluation (clang keeps
// the outermost frames and elides the middle: "(skipping N calls)"); today
// only the 16 innermost frames (all inside `recurse`) are shown and the
// origin on the last line is lost.
// RUN: %circle-rs -verify %s -fsyntax-only
int recurse(int n) { return recurse(n + 1) + 1; }   // expected-error {{compile-time call depth exceeded the limit of 1024}} expected-note + {{in compile-time call to 'recurse'}}
@meta int rc = recurse(0);                          // expected-note {{in compile-time call to 'recurse'}}
