// Final overriders with virtual bases: functions of a shared virtual base
// overridden in different branches, called through every base (the
// this-adjusting thunks with vcall offsets), a final overrider in the most
// derived class, and covariant returns through a virtual base (return
// adjusting thunks).
#include <cstdio>

struct V {
  int v = 1;
  virtual ~V() {}
  virtual int f() const { return v; }
  virtual int g() const { return 10 * v; }
  virtual int h() const { return 100 * v; }
  virtual V* self() { return this; }
};
struct L : virtual V {
  int l = 2;
  int f() const override { return 1000 + l; }
  L* self() override { return this; }
};
struct R : virtual V {
  int r = 3;
  int g() const override { return 2000 + r + v; }
};
struct D : L, R {
  int d = 4;
  int h() const override { return 3000 + d + l + r; }
  D* self() override { return this; }
};
struct M : virtual D {
  int m = 5;
  int f() const override { return 4000 + m + d; }
};
struct K : M { int k = 6; int g() const override { return 5000 + k; } };

static void show(const char* what, const V& x) {
  std::printf("%s: %d %d %d\n", what, x.f(), x.g(), x.h());
}

int main() {
  D d;
  show("D as V", d);
  const L& l = d;
  const R& r = d;
  std::printf("L: %d %d %d  R: %d %d %d\n", l.f(), l.g(), l.h(), r.f(), r.g(), r.h());
  V* pv = &d;
  std::printf("self %d %d %d\n", pv->self() == pv, d.self() == &d,
              static_cast<L&>(d).self() == static_cast<L*>(&d));
  M m;
  show("M as V", m);
  const R& mr = m;
  std::printf("M as R: %d %d %d\n", mr.f(), mr.g(), mr.h());
  K k;
  show("K as V", k);
  const L& kl = k;
  const D& kd = k;
  std::printf("K: %d %d %d | %d %d\n", kl.f(), kl.g(), kl.h(), kd.g(), kd.h());
  V* kv = &k;
  std::printf("K self %d\n", kv->self() == static_cast<V*>(static_cast<D*>(&k)));
  return 0;
}
