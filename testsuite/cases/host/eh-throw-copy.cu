// The operand of a throw copy-initializes the exception object, against
// g++-12: a named local object is moved from, a global copied, a
// temporary constructed in place; the exception object is destroyed
// when its last handler ends.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: move 102
// CHECK: caught 102
// CHECK: copy 11
// CHECK: caught 3
#include <stdio.h>
struct T {
  int id;
  T(int i) : id(i) { printf("ctor %d\n", id); }
  T(const T &o) : id(o.id + 10) { printf("copy %d\n", id); }
  T(T &&o) : id(o.id + 100) { printf("move %d\n", id); }
  ~T() { printf("dtor %d\n", id); }
};
T global_t(1);
void named() {
  T local(2);
  throw local;
}
void from_global() { throw global_t; }
void temporary() { throw T(3); }
int main() {
  void (*fs[])() = {named, from_global, temporary};
  for (auto f : fs) {
    try {
      f();
    } catch (const T &t) {
      printf("caught %d\n", t.id);
    }
  }
  return 0;
}
