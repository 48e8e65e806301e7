// Warning options: -Wno-<name> turns one off (later options win over
// earlier ones), -Werror makes warnings errors (the compilation fails and
// writes nothing), -Werror=<name> only that one, -w silences every
// warning, an unknown -W option is itself a warning.
// RUN: %circle-rs -fsyntax-only %s -Wall 2>&1 | %FileCheck %s --check-prefix=WALL
// WALL: warning: unused variable 'x' [-Wunused-variable]
// WALL: warning: non-void function does not return a value [-Wreturn-type]
// RUN: %circle-rs -fsyntax-only %s -Wall -Wno-unused-variable 2>&1 | %FileCheck %s --check-prefix=NOUNUSED
// NOUNUSED-NOT: unused variable
// NOUNUSED: warning: non-void function does not return a value [-Wreturn-type]
// RUN: %circle-rs -fsyntax-only %s -Wno-unused-variable -Wall 2>&1 | %FileCheck %s --check-prefix=WALL
// RUN: %not %circle-rs %s -sm_70 -o %t -Wall -Werror 2>&1 | %FileCheck %s --check-prefix=WERROR
// WERROR: error: unused variable 'x' [-Werror,-Wunused-variable]
// WERROR: error: non-void function does not return a value [-Werror,-Wreturn-type]
// RUN: test ! -e %t/warnings-flags.sm_70.ptx
// RUN: %not %circle-rs -fsyntax-only %s -Werror=return-type 2>&1 | %FileCheck %s --check-prefix=ONE
// ONE-NOT: unused variable
// ONE: error: non-void function does not return a value [-Werror,-Wreturn-type]
// RUN: %circle-rs -fsyntax-only %s -Wall -Werror -w 2>&1 | %FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: {{warning|error}}
// RUN: %circle-rs -fsyntax-only %s -Wno-such-warning 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: warning: unknown warning option '-Wno-such-warning'

__device__ int k(int a) {
  int x = a;
}
