// Host exception handling against g++-12: the same program compiled by
// g++ and by circle-rs prints the same lines. Exceptions of fundamental,
// class and pointer types cross several frames whose locals' destructors
// run while unwinding; handlers catch by value (a copy constructor runs),
// by reference, by pointer and by base class, `catch (...)` takes the
// rest, `throw;` rethrows the caught object (changes made through the
// reference are seen by the next handler), and a try-block inside a
// handler works.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: caught int 7
// CHECK: caught base Derived 42
// CHECK: caught plain 3 4
// CHECK: caught string text
// CHECK: caught something
// CHECK: rethrowing Derived 42
// CHECK-NEXT: caught rethrown Derived 99
// CHECK: outer int 7
// CHECK-NEXT: inside handler 8
// CHECK-NEXT: nested 7
// CHECK: caught tracer by value thrown
// CHECK: caught pointer Derived 5
#include <stdio.h>

struct Tracer {
  const char *name;
  Tracer(const char *n) : name(n) { printf("ctor %s\n", name); }
  Tracer(const Tracer &o) : name(o.name) { printf("copy %s\n", name); }
  ~Tracer() { printf("dtor %s\n", name); }
};

struct Base {
  int code;
  Base(int c) : code(c) {}
  virtual ~Base() {}
  virtual const char *what() const { return "Base"; }
};
struct Derived : Base {
  Derived(int c) : Base(c) {}
  const char *what() const override { return "Derived"; }
};
struct Plain {
  int a, b;
};

Derived global_derived(5);

int depth3(int x) {
  Tracer t("depth3");
  if (x == 1) throw 7;
  if (x == 2) throw Derived(42);
  if (x == 3) throw Plain{3, 4};
  if (x == 4) throw "text";
  if (x == 5) throw 2.5;
  return x;
}

int depth2(int x) {
  Tracer t("depth2");
  return depth3(x) + 1;
}

int depth1(int x) {
  Tracer t("depth1");
  int r = depth2(x);
  printf("depth1 got %d\n", r);
  return r;
}

void rethrower() {
  try {
    depth1(2);
  } catch (Base &b) {
    printf("rethrowing %s %d\n", b.what(), b.code);
    b.code = 99;
    throw;
  }
}

int nested() {
  try {
    try {
      depth1(1);
    } catch (double d) {
      printf("inner double %g\n", d);
    }
  } catch (int i) {
    printf("outer int %d\n", i);
    try {
      throw i + 1;
    } catch (int j) {
      printf("inside handler %d\n", j);
    }
    return i;
  }
  return -1;
}

int main() {
  for (int x = 0; x <= 5; ++x) {
    try {
      Tracer t("loop");
      printf("result %d\n", depth1(x));
    } catch (int i) {
      printf("caught int %d\n", i);
    } catch (const Base &b) {
      printf("caught base %s %d\n", b.what(), b.code);
    } catch (Plain p) {
      printf("caught plain %d %d\n", p.a, p.b);
    } catch (const char *s) {
      printf("caught string %s\n", s);
    } catch (...) {
      printf("caught something\n");
    }
  }
  try {
    rethrower();
  } catch (Derived &d) {
    printf("caught rethrown %s %d\n", d.what(), d.code);
  }
  printf("nested %d\n", nested());
  try {
    throw Tracer("thrown");
  } catch (Tracer t) {
    printf("caught tracer by value %s\n", t.name);
  }
  try {
    throw &global_derived;
  } catch (Base *b) {
    printf("caught pointer %s %d\n", b->what(), b->code);
  }
  return 0;
}
