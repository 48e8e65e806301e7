// dynamic_cast across virtual bases: downcasts from a virtual base, cross
// casts between branches of a diamond, dynamic_cast<void*> to the most
// derived object, failures (an ambiguous base, a class not in the object),
// and casts during construction, which see the class being built.
#include <cstdio>

struct V { virtual ~V() {} int v = 5; };
struct L : virtual V { int l = 1; };
struct R : virtual V { int r = 2; };
struct D : L, R { int d = 3; };
struct X : virtual V { int x = 4; };
struct Two : L, X { };
struct A { virtual ~A() {} };
struct B1 : A {};
struct B2 : A {};
struct Amb : B1, B2 {};

struct W { virtual ~W() {} };
struct P : virtual W {
  P();
};
struct Q : P {
  int q = 6;
};
static void probe(W* w, const char* when) {
  std::printf("%s: P* %s, Q* %s\n", when, dynamic_cast<P*>(w) ? "yes" : "no",
              dynamic_cast<Q*>(w) ? "yes" : "no");
}
P::P() { probe(this, "in P()"); }

int main() {
  D d;
  V* pv = &d;
  L* pl = dynamic_cast<L*>(pv);
  R* pr = dynamic_cast<R*>(pv);
  D* pd = dynamic_cast<D*>(pv);
  std::printf("%d %d %d\n", pl ? pl->l : -1, pr ? pr->r : -1, pd ? pd->d : -1);
  std::printf("%d %d\n", pl == static_cast<L*>(&d), pr == static_cast<R*>(&d));
  R* cross = dynamic_cast<R*>(pl);
  std::printf("cross %d\n", cross == pr);
  std::printf("void* %d\n", dynamic_cast<void*>(pr) == static_cast<void*>(&d));
  X* px = dynamic_cast<X*>(pv);
  std::printf("not there %d\n", px == nullptr);
  Two t;
  V* tv = static_cast<L*>(&t);
  std::printf("two: %d %d\n", dynamic_cast<X*>(tv)->x, dynamic_cast<L*>(tv)->l);
  Amb amb;
  A* pa = static_cast<B1*>(&amb);
  std::printf("amb: %d %d\n", dynamic_cast<Amb*>(pa) != nullptr, dynamic_cast<B2*>(pa) != nullptr);
  V& rv = d;
  X* rx = dynamic_cast<X*>(&rv);
  std::printf("ref target missing %d\n", rx == nullptr);
  Q q;
  probe(&q, "after");
  return 0;
}
