// Throwing and catching enumerations, pointers to them and pointers to
// members on the host, against g++-12: their type information objects are
// clang's (__enum_type_info; __pointer_to_member_type_info with the member
// type's object and the class's; __function_type_info for a member
// function's type), so handlers match by type: an enumeration is not
// caught as its underlying type, a scoped one by its own type, `E*` by
// `const E*`, a data member pointer by its exact type. typeid names them.
// REQUIRES: gcc, clang
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --check-prefix=RUNTIME --input-file %t.out
// RUN: %circle-rs %s -O0 -S -o %t.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.s
// RUN: %clang -x c++ -std=c++17 -O0 -S %s -o %t.clang.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.clang.s
// RUNTIME: E 5
// RUNTIME-NEXT: F 7
// RUNTIME-NEXT: enum not int
// RUNTIME-NEXT: E* 5
// RUNTIME-NEXT: member 9
// RUNTIME-NEXT: const member 4
// RUNTIME-NEXT: member function 10
// RUNTIME-NEXT: not the other member type
// RUNTIME-NEXT: names 1E 1F M1Ai M1AFivE P1E
// ASM-LABEL: _ZTI1E:
// ASM-NEXT: .quad _ZTVN10__cxxabiv116__enum_type_infoE+16
// ASM-NEXT: .quad _ZTS1E
// ASM-LABEL: _ZTIM1Ai:
// ASM-NEXT: .quad _ZTVN10__cxxabiv129__pointer_to_member_type_infoE+16
// ASM-NEXT: .quad _ZTSM1Ai
// ASM-NEXT: .long 0
// ASM-NEXT: .zero 4
// ASM-NEXT: .quad _ZTIi
// ASM-NEXT: .quad _ZTI1A
#include <stdio.h>
#include <typeinfo>

enum E { E0, E1 = 5 };
enum class F : short { X = 7 };
struct A {
  int x;
  const int c = 4;
  int f() { return x + 1; }
};
E global_e = E1;

int main() {
  try { throw E1; } catch (E e) { printf("E %d\n", (int)e); }
  try { throw F::X; } catch (const F &f) { printf("F %d\n", (int)f); }
  try { throw E0; } catch (int) { printf("wrong\n"); } catch (...) { printf("enum not int\n"); }
  try { throw &global_e; } catch (const E *p) { printf("E* %d\n", (int)*p); }
  A a{9};
  try { throw &A::x; } catch (int A::*p) { printf("member %d\n", a.*p); }
  try { throw &A::c; } catch (const int A::*p) { printf("const member %d\n", a.*p); }
  try { throw &A::f; } catch (int (A::*p)()) { printf("member function %d\n", (a.*p)()); }
  try {
    try { throw &A::x; } catch (long A::*) { printf("wrong\n"); }
  } catch (int A::*) { printf("not the other member type\n"); }
  printf("names %s %s %s %s %s\n", typeid(E).name(), typeid(F).name(), typeid(int A::*).name(),
         typeid(int (A::*)()).name(), typeid(E *).name());
  return 0;
}
