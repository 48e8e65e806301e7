// Copying objects of classes with virtual bases: the implicit copy
// constructor of the most derived class copies the virtual base once (the
// intermediate ones skip it), copy assignment copies every subobject, and
// a copy's vptrs are its own (virtual calls and base conversions on the
// copy work).
#include <cstdio>

struct V {
  int v;
  V(int x = 0) : v(x) { std::printf("V(%d)\n", v); }
  V(const V& o) : v(o.v) { std::printf("V(copy %d)\n", v); }
  virtual ~V() {}
  virtual int id() const { return v; }
};
struct L : virtual V {
  int l;
  L(int x = 0) : V(x), l(x + 1) {}
  L(const L& o) : V(o), l(o.l) { std::printf("L(copy %d)\n", l); }
  int id() const override { return 100 + l; }
};
struct R : virtual V {
  int r = 7;
  R() = default;
  R(const R& o) = default;
};
struct D : L, R {
  int d;
  D(int x) : V(x * 10), L(x), d(x + 2) {}
};

int main() {
  D a(1);
  std::printf("-- copy\n");
  D b(a);
  std::printf("%d %d %d %d %d\n", b.v, b.l, b.r, b.d, b.id());
  V* pv = &b;
  std::printf("%d %d\n", pv->v, pv->id());
  std::printf("-- assign\n");
  D c(3);
  c = a;
  std::printf("%d %d %d %d\n", c.v, c.l, c.r, c.d);
  std::printf("-- L slice\n");
  L l(a);
  std::printf("%d %d\n", l.v, l.id());
  return 0;
}
