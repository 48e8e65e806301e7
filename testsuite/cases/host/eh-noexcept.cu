// An exception leaving a noexcept function calls std::terminate (clang's
// terminate landing pad, __clang_call_terminate): the runtime names the
// exception and aborts, as with g++ and clang; the function's locals are
// not destroyed first (as neither does). Output goes to stderr, unbuffered,
// so the abort loses none of it.
// RUN: %circle-rs %s -o %t
// RUN: %t > %t.out 2>&1; test $? -eq 134
// RUN: %FileCheck %s --input-file %t.out
// CHECK: caught inside 1
// CHECK-NEXT: safe 0
// CHECK-NEXT: guard released
// CHECK-NEXT: caught inside 4
// CHECK-NEXT: terminate called after throwing an instance of 'int'
// CHECK-NOT: guard released
// CHECK-NOT: not reached
#include <stdio.h>
struct Guard {
  ~Guard() { fprintf(stderr, "guard released\n"); }
};
void thrower(int x) {
  if (x) throw x;
}
void safe(int x) noexcept {
  Guard g;
  try {
    thrower(x + 1);
  } catch (int i) {
    fprintf(stderr, "caught inside %d\n", i);
  }
  thrower(x);
  fprintf(stderr, "safe %d\n", x);
}
int main() {
  try {
    thrower(0);
  } catch (...) {
  }
  safe(0);
  safe(3);
  fprintf(stderr, "not reached\n");
  return 0;
}
