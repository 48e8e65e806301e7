// Function-try-blocks on the host against g++-12: the same program
// compiled by g++ and by circle-rs prints the same lines. A constructor's
// try-block covers its base and member initializers: what was built is
// destroyed before the handler runs, and a handler that ends rethrows
// (to the caller, whose handler sees the original exception); a handler
// may throw something else instead. A destructor's try-block covers the
// destruction of its members, and its handler rethrows too. An ordinary
// function's handler returns a value; parameters are in scope in the
// handlers; `main` itself may be a function-try-block. A delegating
// constructor whose body throws destroys the object its target
// constructor completed before its handler runs.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs %s -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: ~Holder
// CHECK: {{^}}Loud(1)
// CHECK-NEXT: ~Loud(1)
// CHECK-NEXT: ctor handler int -2
// CHECK-NEXT: main caught int -2
// CHECK: ~Member(0)
// CHECK-NEXT: ~Loud(1)
// CHECK-NEXT: ctor handler double 3.5
// CHECK: base handler 9
// CHECK-NEXT: main caught base 9
// CHECK: translated -7 to 7
// CHECK-NEXT: main caught 7
// CHECK: ~Loud(3)
// CHECK-NEXT: dtor handler 4
// CHECK-NEXT: main caught int 4
// CHECK: Delegated(1)
// CHECK-NEXT: ~Delegated
// CHECK-NEXT: delegating handler 2
// CHECK-NEXT: main caught 2
// CHECK: g caught -5 (argument -5)
// CHECK: 4 -1
// CHECK: main done
#include <stdio.h>

int checked(int x) {
  if (x < 0) throw x;
  return x;
}

struct Member {
  int v;
  Member(int x) : v(checked(x)) { printf("Member(%d)\n", v); }
  ~Member() { printf("~Member(%d)\n", v); }
};

struct Loud {
  int v;
  Loud(int x) : v(x) { printf("Loud(%d)\n", v); }
  ~Loud() { printf("~Loud(%d)\n", v); }
};

struct Holder {
  Loud first;
  Member m;
  Holder(int x) try : first(1), m(x) {
    printf("Holder body\n");
    if (x == 0) throw 3.5;
  } catch (int e) {
    printf("ctor handler int %d\n", e);
  } catch (double d) {
    printf("ctor handler double %g\n", d);
  }
  ~Holder() { printf("~Holder\n"); }
};

struct Base {
  Base(int x) { if (x > 8) throw x; printf("Base(%d)\n", x); }
  ~Base() { printf("~Base\n"); }
};

struct Derived : Base {
  Loud l;
  Derived(int x) try : Base(x), l(2) {
  } catch (int e) {
    printf("base handler %d\n", e);
  }
};

struct Translator {
  Translator(int x) try : m(x) {
  } catch (int e) {
    printf("translated %d to %d\n", e, -e);
    throw -e;
  }
  Member m;
};

struct Thrower {
  int code;
  ~Thrower() noexcept(false) { if (code) throw code; }
};

struct Outer {
  Thrower t;
  Loud l;
  Outer(int c) : t{c}, l(3) {}
  ~Outer() noexcept(false) try {
    printf("~Outer body\n");
  } catch (int e) {
    printf("dtor handler %d\n", e);
  }
};

struct Delegated {
  Delegated(int x) { printf("Delegated(%d)\n", x); }
  Delegated() try : Delegated(1) {
    throw 2;
  } catch (int e) {
    printf("delegating handler %d\n", e);
  }
  ~Delegated() { printf("~Delegated\n"); }
};

int g(int x) try {
  return checked(x);
} catch (int e) {
  printf("g caught %d (argument %d)\n", e, x);
  return -1;
}

int main() try {
  try { Holder h(1); } catch (...) { printf("unexpected\n"); }
  try { Holder h(-2); } catch (int e) { printf("main caught int %d\n", e); }
  try { Holder h(0); } catch (double e) { printf("main caught double %g\n", e); }
  try { Derived d(9); } catch (int e) { printf("main caught base %d\n", e); }
  try { Derived d(1); } catch (...) { printf("unexpected\n"); }
  try { Translator t(-7); } catch (int e) { printf("main caught %d\n", e); }
  try { Outer o(4); } catch (int e) { printf("main caught int %d\n", e); }
  try { Outer o(0); } catch (...) { printf("unexpected\n"); }
  try { Delegated d; } catch (int e) { printf("main caught %d\n", e); }
  int a = g(4);
  int b = g(-5);
  printf("%d %d\n", a, b);
  throw 1;
} catch (int) {
  printf("main done\n");
  return 0;
}
