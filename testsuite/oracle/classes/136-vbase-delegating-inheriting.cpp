// Delegating and inheriting constructors in hierarchies with virtual
// bases: a delegating constructor of a class used as a base delegates to
// its target's base-object variant (the virtual base is still built once,
// by the most derived class); inheriting constructors of a class with a
// virtual base.
#include <cstdio>

struct V {
  int v;
  V(int x = -1) : v(x) { std::printf("V(%d)\n", v); }
  virtual ~V() { std::printf("~V\n"); }
  virtual const char* name() const { return "V"; }
};
struct A : virtual V {
  int a;
  A(int x, int y) : V(x), a(y) { std::printf("A(%d,%d) %s\n", x, y, name()); }
  A(int x) : A(x, x * 2) { std::printf("A(%d) delegated %s\n", x, name()); }
  A() : A(5) { std::printf("A() delegated\n"); }
  ~A() { std::printf("~A\n"); }
  const char* name() const override { return "A"; }
};
struct B : A {
  using A::A;
  const char* name() const override { return "B"; }
};
struct C : virtual V, A {
  C() : V(99), A(7) { std::printf("C() v=%d a=%d %s\n", v, a, name()); }
  ~C() { std::printf("~C\n"); }
};

int main() {
  std::printf("-- A()\n");
  { A a; std::printf("v=%d a=%d\n", a.v, a.a); }
  std::printf("-- B(3)\n");
  { B b(3); std::printf("v=%d a=%d %s\n", b.v, b.a, b.name()); }
  std::printf("-- B(4,6)\n");
  { B b(4, 6); std::printf("v=%d a=%d\n", b.v, b.a); }
  std::printf("-- C\n");
  { C c; }
  return 0;
}
