// throw in host code goes through the C++ runtime: an exception nothing
// catches ends the program as g++'s does (std::terminate names the type,
// then abort).
// RUN: %circle-rs %s -o %t
// RUN: %t > %t.out 2>&1; test $? -eq 134
// RUN: %FileCheck %s --input-file %t.out
#include <stdio.h>

int f(int x) {
  if (x > 5) throw 42;
  return x;
}

int main() {
  printf("%d\n", f(3));
  fflush(stdout);
  f(9);
  printf("not reached\n");
  return 0;
}
// CHECK: 3
// CHECK-NEXT: terminate called after throwing an instance of 'int'
// CHECK-NOT: not reached
