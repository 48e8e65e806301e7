// An explicit instantiation declaration (`extern template`) leaves the
// non-inline members of the class template instance, and the function
// template instance it names, to the unit with the explicit instantiation
// definition; inline members are still emitted where used. Linked both
// with a circle-rs-compiled and a g++-compiled defining unit.
// RUN: %circle-rs -c %s -o %T/use.o
// RUN: nm %T/use.o | %FileCheck %s --check-prefix=USE
// RUN: %circle-rs -c %S/Inputs/extern-template-def.cpp -o %T/def.o
// RUN: nm %T/def.o | %FileCheck %s --check-prefix=DEF
// RUN: %circle-rs %T/use.o %T/def.o -o %t && %t | %FileCheck %s
// RUN: %gcc -c -std=c++17 %S/Inputs/extern-template-def.cpp -o %T/gdef.o
// RUN: %circle-rs %T/use.o %T/gdef.o -o %t.g && %t.g | %FileCheck %s
// USE-DAG: U _ZNK3BoxIiE3getEv
// USE-DAG: U _Z5twiceIiET_S0_
// USE-NOT: {{[TW]}} _ZNK3BoxIiE3getEv
// DEF-DAG: {{[TW]}} _ZNK3BoxIiE3getEv
// DEF-DAG: {{[TW]}} _Z5twiceIiET_S0_
// CHECK: Box::get from the defining unit
// CHECK-NEXT: 7 8 14
#include "Inputs/extern-template.h"
extern template struct Box<int>;
extern template int twice<int>(int);

int main() {
  Box<int> b(7);
  int g = b.get();
  std::printf("%d %d %d\n", g, b.inl(), twice(g));
  return 0;
}
