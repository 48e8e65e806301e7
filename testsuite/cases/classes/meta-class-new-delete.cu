// Class-specific operator new/delete (also the array forms, and the global ones
// with '::'), used by the deleting destructor of a virtual destructor; calloc
// and free.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
#include <cstdlib>
struct Pooled {
  int v;
  Pooled(int x) : v(x) { printf("ctor %d\n", v); }
  ~Pooled() { printf("dtor %d\n", v); }
  static void* operator new(unsigned long n) { printf("class new %lu\n", n); return malloc(n); }
  static void operator delete(void* p) { printf("class delete\n"); free(p); }
  static void* operator new[](unsigned long n) { printf("class new[] %lu\n", n); return malloc(n); }
  static void operator delete[](void* p) { printf("class delete[]\n"); free(p); }
};
struct Base { virtual ~Base() { printf("~Base\n"); } };
struct Derived : Base {
  int payload[4];
  ~Derived() { printf("~Derived\n"); }
  static void* operator new(unsigned long n) { printf("Derived new\n"); return malloc(n); }
  static void operator delete(void* p) { printf("Derived delete\n"); free(p); }
};
int main() {
  Pooled* p = new Pooled(1);
  delete p;
  Pooled* arr = new Pooled[2]{Pooled(2), Pooled(3)};
  delete[] arr;
  Pooled* g = ::new Pooled(4);
  ::delete g;
  Base* b = new Derived;
  delete b;
  int* raw = (int*)calloc(4, sizeof(int));
  raw[2] = 7;
  printf("%d %d\n", raw[0], raw[2]);
  free(raw);
  return 0;
}
@meta main();

// META: class new 4
// META-NEXT: ctor 1
// META-NEXT: dtor 1
// META-NEXT: class delete
// META-NEXT: class new[] 16
// META-NEXT: ctor 2
// META-NEXT: ctor 3
// META-NEXT: dtor 3
// META-NEXT: dtor 2
// META-NEXT: class delete[]
// META-NEXT: ctor 4
// META-NEXT: dtor 4
// META-NEXT: Derived new
// META-NEXT: ~Derived
// META-NEXT: ~Base
// META-NEXT: Derived delete
// META-NEXT: 0 7
