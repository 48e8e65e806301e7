// The defining unit of host/vbase-abi.cu: every out-of-line member.
#include "vbase-abi.h"

V::V(int x) : v(x) { std::printf("V(%d) %s\n", v, who()); }
V::~V() { std::printf("~V %s\n", who()); }
int V::f() const { return v; }
int V::g() const { return 10 * v; }
const char* V::who() const { return "V"; }

L::L(int x) : V(x), l(x + 1) { std::printf("L(%d) %s f=%d\n", x, who(), f()); }
L::~L() { std::printf("~L %s f=%d\n", who(), f()); }
int L::f() const { return 1000 + l + v; }
const char* L::who() const { return "L"; }

R::R(int x) : V(x), r(x + 2) { std::printf("R(%d) %s g=%d f=%d\n", x, who(), g(), f()); }
R::~R() { std::printf("~R %s g=%d\n", who(), g()); }
int R::g() const { return 2000 + r + v; }

D::D(int x) : V(x * 10), L(x), R(x), d(x + 3) { std::printf("D(%d) %s k=%d\n", x, who(), k()); }
D::~D() { std::printf("~D %s\n", who()); }
const char* D::who() const { return "D"; }
int D::k() const { return 3000 + d + l + r + v; }

NE::~NE() {}
int NE::ne() const { return 1; }
P::P() : p(5) {}
int P::ne() const { return 40 + p; }

CB::~CB() {}
CB* CB::me() { return this; }
CD* CD::me() { return this; }

D* make_d(int x) { return new D(x); }
void show(const V& x, const char* how) {
  std::printf("%s: %s f=%d g=%d v=%d\n", how, x.who(), x.f(), x.g(), x.v);
}
void show_d(const D& x) {
  const L& l = x;
  const R& r = x;
  std::printf("D via L: %s %d %d  via R: %s %d %d  k=%d\n", l.who(), l.f(), l.g(), r.who(), r.f(),
              r.g(), x.k());
}
int probe_casts(V* pv) {
  int n = 0;
  if (dynamic_cast<L*>(pv)) n += 1;
  if (dynamic_cast<R*>(pv)) n += 10;
  if (dynamic_cast<D*>(pv)) n += 100;
  if (dynamic_cast<P*>(reinterpret_cast<NE*>(0)) == nullptr) n += 1000;
  return n;
}
