// A function may share its name with a class or enumeration declared in
// the same namespace: it hides it, and the class is still named by an
// elaborated type specifier (glibc's `struct sigaction` and `sigaction()`,
// `struct sigstack` and `sigstack()`). An elaborated `union X` in a
// typedef declares the union (`typedef union pthread_attr_t
// pthread_attr_t;`). A typedef name is not hidden: a function of its name
// is a redefinition (clang adds "as different kind of symbol" and a note at
// the typedef). <signal.h> translates.
// RUN: %circle-rs -verify -fsyntax-only -DERRORS %s
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
#include <signal.h>
#include <stdio.h>

struct act {
  int flags;
};
int act(int sig, const struct act *a) { return sig + a->flags; }

enum mode { Fast = 2 };
int mode(enum mode m) { return (int)m * 10; }

typedef union fwd fwd;
union fwd {
  int i;
  float f;
};

#ifdef ERRORS
typedef int alias;
int alias(int); // expected-error {{redefinition of 'alias'}}
#endif

int main() {
  struct act a = {3};
  fwd u;
  u.i = 7;
  struct sigaction sa;
  sa.sa_flags = 0;
  printf("%d %d %d\n", act(1, &a), mode(Fast), u.i);
  // CHECK: 4 20 7
  return sa.sa_flags;
}
