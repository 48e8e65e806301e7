// A string literal converted to a pointer to non-const char: accepted with
// clang's warning (-Wwritable-strings) in initialization, assignment,
// arguments, returns and aggregate members; overload resolution ranks it
// below every standard conversion (clang picks f(bool) for f("x")); the
// characters stay read-only (writing them at compile time is an error).
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -O2 --emit=ptx -o %t 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: %circle-rs validate %t
#include <cstdio>

int f(char *) { return 1; }
int f(bool) { return 2; }
int g(char *) { return 1; }
int g(const char *) { return 2; }
int only(char *s) { return s[1]; }
char *name() { return "name"; }    // expected-warning {{ISO C++11 does not allow conversion from string literal to 'char *'}}
struct Entry { char *key; int value; };

__device__ char first(int i) {
  char *s = "device";              // expected-warning {{conversion from string literal to 'char *'}}
  return s[i];
}
__global__ void kernel(char *out) { out[0] = first(1); }

@meta printf("%d %d\n", f("x"), g("y"));
// CHECK: 2 2
@meta printf("%d\n", only("abc"));  // expected-warning {{conversion from string literal to 'char *'}}
// CHECK-NEXT: 98
@meta char *p = "init";             // expected-warning {{conversion from string literal to 'char *'}}
@meta p = "assigned";               // expected-warning {{conversion from string literal to 'char *'}}
@meta printf("%s %s\n", p, name());
// CHECK-NEXT: assigned name
@meta Entry e = { "key", 1 };       // expected-warning {{conversion from string literal to 'char *'}}
@meta printf("%s\n", e.key);
// CHECK-NEXT: key
const char *ok = "no warning";

// WARN: warning: ISO C++11 does not allow conversion from string literal to 'char *' [-Wwritable-strings]
