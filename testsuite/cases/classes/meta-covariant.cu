// Covariant return types, clone through a virtual function, default arguments
// of virtual functions taken from the static type.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Base {
  virtual Base* clone() const { printf("Base::clone\n"); return new Base(*this); }
  virtual int id() const { return 1; }
  virtual int scaled(int k = 10) const { return id() * k; }
  virtual ~Base() {}
};
struct Derived : Base {
  int extra = 5;
  Derived* clone() const override { printf("Derived::clone\n"); return new Derived(*this); }
  int id() const override { return 2 + extra; }
};
struct Grand : Derived {
  int id() const override { return 100; }
};
int main() {
  Derived d;
  d.extra = 8;
  Base* b = &d;
  Base* c = b->clone();
  printf("%d %d\n", c->id(), c->scaled());
  Derived* dc = d.clone();
  printf("%d %d\n", dc->extra, dc->scaled(3));
  Grand g;
  Base& rg = g;
  printf("%d %d\n", rg.id(), rg.scaled());
  delete c;
  delete dc;
  return 0;
}
@meta main();

// META: Derived::clone
// META-NEXT: 10 100
// META-NEXT: Derived::clone
// META-NEXT: 8 30
// META-NEXT: 100 1000
