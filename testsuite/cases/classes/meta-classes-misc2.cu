// Accounts through base pointers with a static id counter, an RAII guard
// tracing recursion, function objects, nested aggregates copied by value.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Account {
  static int next_id;
  int id;
  double balance;
  Account(double b) : id(next_id++), balance(b) {}
  virtual ~Account() {}
  virtual double fee() const { return 1.0; }
  virtual const char* kind() const { return "basic"; }
  bool withdraw(double amt) { double t = amt + fee(); if (t > balance) return false; balance -= t; return true; }
};
int Account::next_id = 100;
struct Premium : Account {
  Premium(double b) : Account(b) {}
  double fee() const override { return 0.0; }
  const char* kind() const override { return "premium"; }
};
struct Guard {
  const char* name;
  int* depth;
  Guard(const char* n, int* d) : name(n), depth(d) { ++*depth; printf("%*senter %s\n", *depth * 2, "", name); }
  ~Guard() { printf("%*sleave %s\n", *depth * 2, "", name); --*depth; }
};
int fib(int n, int* depth) {
  Guard g(n <= 1 ? "leaf" : "node", depth);
  if (n <= 1) return n;
  return fib(n - 1, depth) + fib(n - 2, depth);
}
struct Functor { int k; int operator()(int x) const { return k * x; } };
int apply3(const Functor& f) { return f(1) + f(2) + f(3); }
struct Point { int x, y; };
struct Rect { Point tl, br; int area() const { return (br.x - tl.x) * (br.y - tl.y); } };
int main() {
  Account* accts[3] = { new Account(50), new Premium(20), new Account(5) };
  for (int i = 0; i < 3; ++i) {
    bool ok = accts[i]->withdraw(10);
    printf("%d %s %s %.2f\n", accts[i]->id, accts[i]->kind(), ok ? "ok" : "denied", accts[i]->balance);
  }
  for (int i = 2; i >= 0; --i) delete accts[i];
  int depth = 0;
  printf("fib=%d\n", fib(3, &depth));
  Functor f{7};
  printf("%d\n", apply3(f));
  Rect r{{1, 2}, {4, 6}};
  Rect copy = r;
  copy.br.x = 10;
  printf("%d %d\n", r.area(), copy.area());
  return 0;
}
@meta main();

// META: 100 basic ok 39.00
// META-NEXT: 101 premium ok 10.00
// META-NEXT: 102 basic denied 5.00
// META-NEXT:   enter node
// META-NEXT:     enter node
// META-NEXT:       enter leaf
// META-NEXT:       leave leaf
// META-NEXT:       enter leaf
// META-NEXT:       leave leaf
// META-NEXT:     leave node
// META-NEXT:     enter leaf
// META-NEXT:     leave leaf
// META-NEXT:   leave node
// META-NEXT: fib=2
// META-NEXT: 42
// META-NEXT: 12 36
