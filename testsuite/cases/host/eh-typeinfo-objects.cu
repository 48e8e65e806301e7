// The host's type information objects are laid out as clang emits them
// (Itanium C++ ABI 2.9.5): __class_type_info for a class without bases,
// __si_class_type_info for one public non-virtual base at offset 0,
// __vmi_class_type_info otherwise (flags, base count, each base's object
// and offset << 8 | public 2 | virtual 1, a virtual base's offset being
// the vtable slot of its offset), __pointer_type_info for pointers to
// classes; fundamental types are libstdc++'s. Inline classes' objects are
// linkonce_odr in COMDATs; a class with a key function defined here owns
// its objects (global). Every symbol demangles.
// RUN: %circle-rs %s -O0 -S -o %t.s
// RUN: %FileCheck %s --input-file %t.s
// RUN: %FileCheck %s --input-file %t.s --check-prefix=LINK
// RUN: %circle-rs %s -O0 -c -o %t.o && nm -C %t.o | %FileCheck %s --check-prefix=NM
#include <stdio.h>
#include <typeinfo>

struct A { virtual ~A() {} int a = 1; };
struct B : A { int b = 2; };
struct C { virtual ~C() {} int c = 3; };
struct D : B, C { int d = 4; };
struct V : virtual A { int v = 5; };
struct P : private A {};
struct K { virtual void key(); };
void K::key() {}

int main() {
  const std::type_info *ts[] = {&typeid(D), &typeid(V), &typeid(P), &typeid(K),
                                &typeid(const D *), &typeid(int *), &typeid(int)};
  for (const std::type_info *t : ts) printf("%s\n", t->name());
  return 0;
}
// LINK-DAG: .section .data.rel.ro._ZTI1A,"awG",@progbits,_ZTI1A,comdat
// LINK-DAG: .weak _ZTI1A
// LINK-DAG: .weak _ZTS1A
// LINK-DAG: .globl _ZTI1K
// LINK-DAG: .globl _ZTS1K
// LINK-NOT: _ZNSt9exceptionD0Ev:
// CHECK-LABEL: _ZTI1D:
// CHECK-NEXT: .quad _ZTVN10__cxxabiv121__vmi_class_type_infoE+16
// CHECK-NEXT: .quad _ZTS1D
// CHECK-NEXT: .long 0
// CHECK-NEXT: .long 2
// CHECK-NEXT: .quad _ZTI1B
// CHECK-NEXT: .quad 2
// CHECK-NEXT: .quad _ZTI1C
// CHECK-NEXT: .quad 4098
// NM-DAG: typeinfo for D
// NM-DAG: typeinfo name for D
// NM-DAG: typeinfo for D const*
// NM-DAG: typeinfo name for D const*
// NM-DAG: typeinfo for V
// NM-DAG: typeinfo for P
// NM-DAG: typeinfo for K
// NM-DAG: U typeinfo for int*
// NM-DAG: U typeinfo for int
// NM-DAG: U vtable for __cxxabiv1::__si_class_type_info
// NM-DAG: U vtable for __cxxabiv1::__pointer_type_info
