// Construction and destruction order at compile time: temporaries (destroyed at
// the end of the full-expression, in reverse order), lifetime extension,
// copy elision, copy construction and assignment, members, arrays, loops.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct T {
  int id;
  T(int i) : id(i) { printf("ctor %d\n", id); }
  T(const T& o) : id(o.id + 100) { printf("copy %d\n", id); }
  ~T() { printf("dtor %d\n", id); }
  T& operator=(const T& o) { printf("assign %d<-%d\n", id, o.id); id = o.id; return *this; }
  int get() const { return id; }
};
T make(int i) { return T(i); }
int sum(const T& a, const T& b) { return a.id + b.id; }
struct Holder { T a; T b; Holder() : b(2), a(1) { printf("holder\n"); } ~Holder() { printf("~holder\n"); } };
int main() {
  printf("-- temporaries\n");
  int s = sum(T(1), T(2));
  printf("sum %d\n", s);
  printf("-- lifetime extension\n");
  {
    const T& r = make(3);
    printf("bound %d\n", r.get());
  }
  printf("-- elision\n");
  T e = make(4);
  T f = T(T(5));
  printf("-- copy and move\n");
  T g = e;
  T h = static_cast<T&&>(f);
  g = h;
  printf("-- members\n");
  { Holder hd; }
  printf("-- array\n");
  { T arr[3] = {T(7), T(8), T(9)}; }
  printf("-- loop\n");
  for (int i = 0; i < 3; ++i) {
    T t(i * 10);
    if (i == 1) continue;
    if (i == 2) break;
    printf("body %d\n", i);
  }
  printf("-- end\n");
  return 0;
}
@meta main();

// META: -- temporaries
// META-NEXT: ctor 2
// META-NEXT: ctor 1
// META-NEXT: dtor 1
// META-NEXT: dtor 2
// META-NEXT: sum 3
// META-NEXT: -- lifetime extension
// META-NEXT: ctor 3
// META-NEXT: bound 3
// META-NEXT: dtor 3
// META-NEXT: -- elision
// META-NEXT: ctor 4
// META-NEXT: ctor 5
// META-NEXT: -- copy and move
// META-NEXT: copy 104
// META-NEXT: copy 105
// META-NEXT: assign 104<-105
// META-NEXT: -- members
// META-NEXT: ctor 1
// META-NEXT: ctor 2
// META-NEXT: holder
// META-NEXT: ~holder
// META-NEXT: dtor 2
// META-NEXT: dtor 1
// META-NEXT: -- array
// META-NEXT: ctor 7
// META-NEXT: ctor 8
// META-NEXT: ctor 9
// META-NEXT: dtor 9
// META-NEXT: dtor 8
// META-NEXT: dtor 7
// META-NEXT: -- loop
// META-NEXT: ctor 0
// META-NEXT: body 0
// META-NEXT: dtor 0
// META-NEXT: ctor 10
// META-NEXT: dtor 10
// META-NEXT: ctor 20
// META-NEXT: dtor 20
// META-NEXT: -- end
// META-NEXT: dtor 105
// META-NEXT: dtor 105
// META-NEXT: dtor 5
// META-NEXT: dtor 4
