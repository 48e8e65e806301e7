// Construction and destruction order with virtual bases: virtual bases
// first (depth-first, left to right, each once), built only by the most
// derived class (an intermediate class's mem-initializer for a virtual base
// is ignored), then non-virtual bases and members; destruction in reverse.
#include <cstdio>

struct Tag {
  const char* n;
  Tag(const char* s) : n(s) { std::printf("  Tag %s\n", n); }
  ~Tag() { std::printf("  ~Tag %s\n", n); }
};

struct V1 {
  int v;
  V1(int x = 1) : v(x) { std::printf("V1(%d)\n", v); }
  virtual ~V1() { std::printf("~V1(%d)\n", v); }
};
struct V2 {
  int w;
  V2(int x = 2) : w(x) { std::printf("V2(%d)\n", w); }
  ~V2() { std::printf("~V2(%d)\n", w); }
};
struct A : virtual V1 {
  Tag t{"A.t"};
  A() : V1(10) { std::printf("A() v=%d\n", v); }
  ~A() { std::printf("~A\n"); }
};
struct B : virtual V1, virtual V2 {
  B() : V1(20), V2(21) { std::printf("B() v=%d w=%d\n", v, w); }
  ~B() { std::printf("~B\n"); }
};
struct N {
  N() { std::printf("N()\n"); }
  ~N() { std::printf("~N\n"); }
};
struct C : N, A, virtual V2, B {
  Tag t{"C.t"};
  C() : V1(30) { std::printf("C() v=%d w=%d\n", v, w); }
  ~C() { std::printf("~C\n"); }
};
struct D : C {
  D() : V2(42) { std::printf("D() v=%d w=%d\n", v, w); }
  ~D() { std::printf("~D\n"); }
};

int main() {
  std::printf("-- A\n");
  { A a; }
  std::printf("-- B\n");
  { B b; }
  std::printf("-- C\n");
  { C c; }
  std::printf("-- D\n");
  { D d; }
  std::printf("-- heap\n");
  V1* p = new D;
  delete p;
  return 0;
}
