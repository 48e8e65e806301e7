// An exception from the initialization of an array element destroys the
// elements already built, last first ([except.ctor]/3): local arrays, a
// two-dimensional one, a braced list, an array member built by a
// constructor. An exception from a new-expression's initialization
// destroys the built elements of `new T[n]` and returns the storage to the
// matching deallocation function ([expr.new]/26), class-specific or
// global. Against g++-12.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: local array
// CHECK-NEXT: ctor 0
// CHECK-NEXT: ctor 1
// CHECK-NEXT: ctor 2
// CHECK-NEXT: dtor 2
// CHECK-NEXT: dtor 1
// CHECK-NEXT: dtor 0
// CHECK-NEXT: caught 3
#include <cstdio>
#include <cstdlib>
#include <new>

struct T {
  int i;
  static int n, fail;
  T() : i(n++) {
    if (i == fail) throw i;
    printf("ctor %d\n", i);
  }
  T(int v) : i(v) {
    if (v == fail) throw v;
    printf("ctor %d\n", i);
  }
  ~T() { printf("dtor %d\n", i); }
};
int T::n = 0;
int T::fail = -1;

struct Pooled {
  T t;
  static void *operator new(std::size_t n) {
    printf("Pooled::new %zu\n", n);
    return std::malloc(n);
  }
  static void operator delete(void *p) {
    printf("Pooled::delete\n");
    std::free(p);
  }
  static void *operator new[](std::size_t n) {
    printf("Pooled::new[]\n");
    return std::malloc(n);
  }
  static void operator delete[](void *p) {
    printf("Pooled::delete[]\n");
    std::free(p);
  }
};

struct Holder {
  T m[3];
  Holder() { printf("Holder body\n"); }
};

static void reset(int fail) {
  T::n = 0;
  T::fail = fail;
}

int main() {
  printf("local array\n");
  reset(3);
  try { T a[5]; (void)a; } catch (int e) { printf("caught %d\n", e); }

  printf("two dimensions\n");
  reset(4);
  try { T a[2][3]; (void)a; } catch (int e) { printf("caught %d\n", e); }

  printf("braced list\n");
  reset(12);
  try { T a[4] = {T(10), T(11), T(12), T(13)}; (void)a; } catch (int e) { printf("caught %d\n", e); }

  printf("first element\n");
  reset(0);
  try { T a[3]; (void)a; } catch (int e) { printf("caught %d\n", e); }

  printf("no exception\n");
  reset(-1);
  try { T a[2]; (void)a; } catch (int e) { printf("caught %d\n", e); }

  printf("array member\n");
  reset(2);
  try { Holder h; (void)h; } catch (int e) { printf("caught %d\n", e); }

  printf("new[] global\n");
  reset(2);
  try { T *p = new T[4]; delete[] p; } catch (int e) { printf("caught %d\n", e); }

  printf("new[] class-specific\n");
  reset(1);
  try { Pooled *p = new Pooled[3]; delete[] p; } catch (int e) { printf("caught %d\n", e); }

  printf("new[] with a list\n");
  reset(21);
  try { T *p = new T[3]{T(20), T(21), T(22)}; delete[] p; } catch (int e) { printf("caught %d\n", e); }

  printf("new class-specific\n");
  reset(0);
  try { Pooled *p = new Pooled; delete p; } catch (int e) { printf("caught %d\n", e); }

  printf("new succeeds\n");
  reset(-1);
  try { Pooled *p = new Pooled; delete p; } catch (int e) { printf("caught %d\n", e); }
  return 0;
}
