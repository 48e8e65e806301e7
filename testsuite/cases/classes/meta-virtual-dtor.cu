// Virtual destructors with multiple inheritance: delete through a secondary
// base, virtual calls inside destructors see the class being destroyed.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct A { virtual void who() { printf("A "); } virtual ~A() { who(); printf("~A\n"); } };
struct B { virtual void who() { printf("B "); } virtual ~B() { who(); printf("~B\n"); } int b = 1; };
struct C : A, B {
  void who() override { printf("C "); }
  ~C() { who(); printf("~C\n"); }
};
int main() {
  B* pb = new C;
  pb->who();
  printf("\n");
  delete pb;
  A* pa = new C;
  delete pa;
  C c;
  A& ra = c;
  ra.who();
  printf("\n");
  return 0;
}
@meta main();

// META: C
// META-NEXT: C ~C
// META-NEXT: B ~B
// META-NEXT: A ~A
// META-NEXT: C ~C
// META-NEXT: B ~B
// META-NEXT: A ~A
// META-NEXT: C
// META-NEXT: C ~C
// META-NEXT: B ~B
// META-NEXT: A ~A
