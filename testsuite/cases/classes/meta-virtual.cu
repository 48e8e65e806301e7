// Virtual dispatch at compile time: pure virtual functions, dispatch during
// construction and destruction, multiple inheritance with this-adjusting
// thunks, virtual destructors through delete.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Base {
  Base() { printf("Base ctor sees %s\n", name()); }
  virtual ~Base() { printf("Base dtor sees %s\n", name()); }
  virtual const char* name() const { return "Base"; }
  virtual int value() const = 0;
  int twice() const { return 2 * value(); }
};
struct Mid : Base {
  Mid() { printf("Mid ctor sees %s\n", name()); }
  ~Mid() override { printf("Mid dtor sees %s\n", name()); }
  const char* name() const override { return "Mid"; }
  int value() const override { return 5; }
};
struct Leaf final : Mid {
  int v;
  Leaf(int x) : v(x) { printf("Leaf ctor sees %s\n", name()); }
  ~Leaf() { printf("Leaf dtor\n"); }
  const char* name() const override { return "Leaf"; }
  int value() const override { return v; }
};
struct I1 { virtual int f() { return 1; } virtual ~I1() {} int a = 10; };
struct I2 { virtual int g() { return 2; } virtual ~I2() {} int b = 20; };
struct Multi : I1, I2 { int f() override { return 11; } int g() override { return 22 + b; } };
int main() {
  {
    Leaf l(7);
    Base& b = l;
    printf("%s %d %d\n", b.name(), b.value(), b.twice());
    Mid m;
    Base* arr[2] = {&l, &m};
    for (int i = 0; i < 2; ++i) printf("%s=%d\n", arr[i]->name(), arr[i]->value());
  }
  Multi mm;
  I1* p1 = &mm;
  I2* p2 = &mm;
  printf("%d %d %d %d\n", p1->f(), p2->g(), p2->b, p1->a);
  Base* heap = new Leaf(3);
  printf("heap %s %d\n", heap->name(), heap->value());
  delete heap;
  I2* h2 = new Multi;
  printf("h2 %d\n", h2->g());
  delete h2;
  return 0;
}
@meta main();

// META: Base ctor sees Base
// META-NEXT: Mid ctor sees Mid
// META-NEXT: Leaf ctor sees Leaf
// META-NEXT: Leaf 7 14
// META-NEXT: Base ctor sees Base
// META-NEXT: Mid ctor sees Mid
// META-NEXT: Leaf=7
// META-NEXT: Mid=5
// META-NEXT: Mid dtor sees Mid
// META-NEXT: Base dtor sees Base
// META-NEXT: Leaf dtor
// META-NEXT: Mid dtor sees Mid
// META-NEXT: Base dtor sees Base
// META-NEXT: 11 42 20 10
// META-NEXT: Base ctor sees Base
// META-NEXT: Mid ctor sees Mid
// META-NEXT: Leaf ctor sees Leaf
// META-NEXT: heap Leaf 3
// META-NEXT: Leaf dtor
// META-NEXT: Mid dtor sees Mid
// META-NEXT: Base dtor sees Base
// META-NEXT: h2 42
