// A static local of an inline function (or a function template instance)
// is one object in the whole program ([dcl.inline]/6), whichever unit's
// copy of the function runs. circle-rs names it as the Itanium ABI does
// (`_ZZ <function> E <name>`, `_0`... discriminators for a second static of
// the same name) with vague linkage, its guard `_ZGVZ...` beside it, so two
// objects compiled with -c share it after linking; they used to get one
// copy each (1 2 / 1 2). The CHECK lines are what g++-12 prints for the
// same two units.
// RUN: %circle-rs -c %s -o %T/a.o
// RUN: %circle-rs -c %S/Inputs/static-local-second.cu -o %T/b.o
// RUN: %circle-rs %T/a.o %T/b.o -o %t && %t | %FileCheck %s
// RUN: nm %T/a.o | %FileCheck %s --check-prefix=NM
// RUN: nm -C %T/a.o | %FileCheck %s --check-prefix=DEMANGLED
#include "Inputs/static-local-counter.h"

static int unit_private() {
  static int mine = 7;
  return ++mine;
}

int main() {
  int a = next_id();
  int b = next_tracer();
  int c = twice();
  int d = per_type<int>();
  printf("first: %d %d %d %d %d\n", a, b, c, d, unit_private());
  second_unit();
  printf("again: %d %d %d %g\n", next_id(), next_tracer(), twice(), per_type<double>());
  return 0;
}
// CHECK: construct 100
// CHECK-NEXT: first: 1 101 32 2 8
// CHECK-NEXT: second: 2 102 34 4
// CHECK-NEXT: again: 3 103 36 2
// NM-DAG: V _ZZ7next_idvE1n
// NM-DAG: V _ZZ11next_tracervE1t
// NM-DAG: V _ZGVZ11next_tracervE1t
// NM-DAG: V _ZZ5twicevE1k
// NM-DAG: V _ZZ5twicevE1k_0
// NM-DAG: V _ZZ8per_typeIiET_vE1v
// NM-DAG: d _ZZL12unit_privatevE4mine
// DEMANGLED-DAG: next_id()::n
// DEMANGLED-DAG: twice()::k
