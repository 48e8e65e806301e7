// dynamic_cast in host code through the C++ runtime's __dynamic_cast,
// against g++-12: down, cross and up casts of pointers through single,
// multiple and virtual inheritance, dynamic_cast<void*> to the
// most-derived object, a private base (no cast), const pointers, and a
// failed reference cast throwing std::bad_cast.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: B 2 D 4 C 3 V1 -1 V2 -1
// CHECK: cross 2
// CHECK: bad_cast caught
// CHECK: private base 0
#include <stdio.h>
#include <typeinfo>

struct A { virtual ~A() {} int a = 1; };
struct B : A { int b = 2; };
struct C { virtual ~C() {} int c = 3; };
struct D : B, C { int d = 4; };
struct V1 : virtual A { int v1 = 5; };
struct V2 : virtual A, C { int v2 = 6; };
struct Priv : private A { A *self() { return this; } };

void show(A *p) {
  B *b = dynamic_cast<B *>(p);
  D *d = dynamic_cast<D *>(p);
  C *c = dynamic_cast<C *>(p);
  V1 *v1 = dynamic_cast<V1 *>(p);
  V2 *v2 = dynamic_cast<V2 *>(p);
  printf("B %d D %d C %d V1 %d V2 %d\n", b ? b->b : -1, d ? d->d : -1, c ? c->c : -1,
         v1 ? v1->v1 : -1, v2 ? v2->v2 : -1);
  void *most = dynamic_cast<void *>(p);
  printf("most-derived offset %ld\n", (long)((char *)p - (char *)most));
}

int main() {
  A a;
  B b;
  D d;
  V1 v1;
  V2 v2;
  show(&a);
  show(&b);
  show(&d);
  show(&v1);
  show(&v2);
  C *vc = &v2;
  printf("cross from C %d\n", dynamic_cast<A *>(vc) ? dynamic_cast<A *>(vc)->a : -1);
  C *cp = &d;
  B *bp = dynamic_cast<B *>(cp);
  printf("cross %d\n", bp ? bp->b : -1);
  A &ar = d;
  try {
    C &cr = dynamic_cast<C &>(ar);
    printf("ref ok %d\n", cr.c);
    D &dr = dynamic_cast<D &>(*static_cast<A *>(&b));
    printf("not reached %d\n", dr.d);
  } catch (std::bad_cast &e) {
    printf("bad_cast caught\n");
  }
  Priv pv;
  printf("private base %d\n", dynamic_cast<Priv *>(pv.self()) ? 1 : 0);
  const A *ca = &b;
  printf("const %d\n", dynamic_cast<const B *>(ca)->b);
  return 0;
}
