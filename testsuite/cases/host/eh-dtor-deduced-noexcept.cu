// A destructor without an exception specification (implicit, or written
// without `noexcept`) is potentially-throwing when a base's or member's
// destructor is ([except.spec]/8): the exception of a `noexcept(false)`
// member destructor propagates to the handler, as with g++, instead of
// calling std::terminate.
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: ~T 2
// CHECK-NEXT: caught H 2
// CHECK-NEXT: ~U
// CHECK-NEXT: ~T 2
// CHECK-NEXT: ~T 1
// CHECK-NEXT: caught U 2
// CHECK-NEXT: ~T 2
// CHECK-NEXT: caught W 2
// CHECK-NEXT: ~T 2
// CHECK-NEXT: caught V 2
// CHECK-NEXT: done
#include <cstdio>

struct T {
  int id;
  T(int i) : id(i) {}
  ~T() noexcept(false) {
    printf("~T %d\n", id);
    if (id == 2)
      throw id;
  }
};
struct H { T t{2}; };          // implicit destructor: noexcept(false)
struct U {                     // written without noexcept: deduced
  T a{1};
  T b{2};
  ~U() { printf("~U\n"); }
};
struct W : H { int w = 0; };   // through a base
struct V { H hs[1]; };          // through an array member

int main() {
  try { H h; } catch (int x) { printf("caught H %d\n", x); }
  try { U u; } catch (int x) { printf("caught U %d\n", x); }
  try { W w; } catch (int x) { printf("caught W %d\n", x); }
  try { V v; } catch (int x) { printf("caught V %d\n", x); }
  printf("done\n");
  return 0;
}
