// Objects with static storage duration are zero-initialized before any
// other initialization, also where compile-time code reads them: globals
// without initializer (scalars, arrays, pointers, floating point), members
// a constructor leaves alone, static data members and function-local
// statics. `main` returns 0 when control
// reaches its end, in the interpreter too.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// expected-no-diagnostics
#include <cstdio>

struct Partial { int a, b; Partial() : a(1) {} };
struct Counter { static int instances; };
int Counter::instances;

int g;
int arr[4];
double gd[2];
int *gp;
Partial gpart;
struct { int x; char name[8]; } anon;

int counter() { static int calls; return ++calls; }
int local_static() { static Partial p; return p.a * 10 + p.b; }

int main() {
  printf("%d %d %d %g %d\n", g, arr[0], arr[3], gd[1], gp == nullptr);
  printf("%d %d %d %d\n", gpart.a, gpart.b, Counter::instances, anon.name[7]);
  counter();
  printf("%d %d\n", counter(), local_static());
}

@meta int ret = main();
@meta printf("main returned %d\n", ret);
// CHECK: 0 0 0 0 1
// CHECK-NEXT: 1 0 0 0
// CHECK-NEXT: 2 10
// CHECK-NEXT: main returned 0

