// Members of a virtual base reached through the derived classes: data
// members through every path, pointers to virtual member functions of the
// virtual base called on derived objects (a conversion through the virtual
// base offset, then dispatch), and member function pointers of an
// intermediate class.
#include <cstdio>

struct V {
  int v = 1;
  virtual ~V() {}
  virtual int f() const { return v; }
  int plain() const { return 50 + v; }
};
struct L : virtual V {
  int l = 2;
  int f() const override { return 100 + l; }
  virtual int lf() const { return 200 + l + v; }
};
struct R : virtual V { int r = 3; };
struct D : L, R {
  int d = 4;
  int lf() const override { return 300 + d; }
};

int main() {
  D d;
  d.v = 10;
  L& l = d;
  R& r = d;
  std::printf("%d %d %d\n", l.v, r.v, d.v);
  r.v = 11;
  std::printf("%d %d\n", l.v, static_cast<V&>(d).v);
  int (V::*pf)() const = &V::f;
  int (V::*pp)() const = &V::plain;
  std::printf("%d %d %d\n", (d.*pf)(), (r.*pf)(), (d.*pp)());
  int (L::*plf)() const = &L::lf;
  int (L::*plf2)() const = &L::f;
  std::printf("%d %d\n", (d.*plf)(), (d.*plf2)());
  const D* pd = &d;
  std::printf("%d\n", (pd->*pf)());
  int V::*pv = &V::v;
  V& vv = d;
  std::printf("%d\n", vv.*pv);
  return 0;
}
