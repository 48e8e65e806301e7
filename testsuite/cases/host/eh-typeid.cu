// typeid in host code against g++-12: of types (fundamental, pointers,
// classes in namespaces), of polymorphic lvalues (the dynamic type, read
// from the vtable) and of other expressions (the static type, operand not
// evaluated); name(), ==, != and before().
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: i PKc m PPd
// CHECK-NEXT: 1B 1C 5Plain
// CHECK-NEXT: N2ns5InnerE P1A
// CHECK-NEXT: eq 1 0 1
// CHECK: unevaluated 0
#include <stdio.h>
#include <string.h>
#include <typeinfo>
namespace ns { struct Inner { int x; }; }
struct A { virtual ~A() {} };
struct B : A {};
struct C : B {};
struct Plain {};
int main() {
  B b; C c; A &a = b; A *pc = &c;
  Plain p;
  printf("%s %s %s %s\n", typeid(int).name(), typeid(const char *).name(), typeid(unsigned long).name(), typeid(double **).name());
  printf("%s %s %s\n", typeid(a).name(), typeid(*pc).name(), typeid(p).name());
  printf("%s %s\n", typeid(ns::Inner).name(), typeid(A *).name());
  printf("eq %d %d %d\n", typeid(a) == typeid(B), typeid(*pc) == typeid(B), typeid(*pc) != typeid(A));
  printf("static %d\n", typeid(pc) == typeid(A *));
  printf("before %d %d\n", typeid(A).before(typeid(B)), typeid(B).before(typeid(A)));
  const std::type_info &t = typeid(const B &);
  printf("ref-cv %s %d\n", t.name(), t == typeid(B));
  int n = 0;
  (void)typeid(n++);
  printf("unevaluated %d\n", n);
  return 0;
}
