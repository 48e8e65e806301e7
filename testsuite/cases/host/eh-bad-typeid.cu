// typeid of `*p` with p a null pointer to a polymorphic class throws
// std::bad_typeid (__cxa_bad_typeid, as clang); of a non-null one it names
// the most-derived class; of a polymorphic lvalue that is not `*p` (a
// reference) no null check is made. A throw whose exception object's
// constructor throws frees the object (__cxa_free_exception, as clang)
// and the constructor's exception propagates instead. Against g++-12.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --check-prefix=RUNTIME --input-file %t.out
// RUN: %circle-rs %s -O0 -S -o %t.s
// RUN: %FileCheck %s --check-prefix=ASM --input-file %t.s
// RUNTIME: bad_typeid: std::bad_typeid
// RUNTIME-NEXT: 1D 1D 1B
// RUNTIME-NEXT: ~Tracer
// RUNTIME-NEXT: caught 5 from the copy
// RUNTIME-NEXT: ~Tracer
// RUNTIME-NEXT: caught Tracer 2
// RUNTIME-NEXT: ~Tracer
// ASM-LABEL: _Z4nameP1B:
// ASM: __cxa_bad_typeid
// ASM-LABEL: _Z12throw_copiesv:
// ASM: __cxa_allocate_exception
// ASM: __cxa_free_exception
// ASM: __cxa_throw
#include <stdio.h>
#include <typeinfo>

struct B { virtual ~B() {} };
struct D : B {};

const char *name(B *p) { return typeid(*p).name(); }

struct Tracer {
  int n;
  Tracer(int n) : n(n) {}
  Tracer(const Tracer &o) : n(o.n + 1) { if (o.n == 4) throw 5; }
  ~Tracer() { printf("~Tracer\n"); }
};

void throw_copies() {
  Tracer t(4);
  throw t;
}

int main() {
  try {
    printf("%s\n", name(nullptr));
  } catch (const std::bad_typeid &e) {
    printf("bad_typeid: %s\n", e.what());
  }
  D d;
  B b;
  B &r = d;
  printf("%s %s %s\n", name(&d), typeid(r).name(), name(&b));
  try { throw_copies(); } catch (int e) { printf("caught %d from the copy\n", e); }
  try { Tracer t(1); throw t; } catch (const Tracer &t) { printf("caught Tracer %d\n", t.n); }
  return 0;
}
