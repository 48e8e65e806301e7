// Virtual calls while a class with virtual bases is built and destroyed
// see the class under construction, also through a pointer to a virtual
// base and from the virtual base's own members (the ABI's construction
// vtables): an intermediate base's constructor sees its own overriders
// and the virtual base where the complete object put it.
#include <cstdio>

struct V {
  int v;
  V(int x) : v(x) { std::printf("V() who=%s\n", who()); }
  virtual ~V() { std::printf("~V who=%s\n", who()); }
  virtual const char* who() const { return "V"; }
  virtual int val() const { return v; }
  int call_who() const { std::printf("  via V: %s %d\n", who(), val()); return 0; }
};
struct L : virtual V {
  int l;
  L() : V(1), l(7) {
    std::printf("L() who=%s val=%d\n", who(), val());
    call_who();
    V* pv = this;
    std::printf("  L sees v=%d through V*=%s\n", pv->v, pv->who());
  }
  ~L() {
    std::printf("~L who=%s val=%d\n", who(), val());
    call_who();
  }
  const char* who() const override { return "L"; }
  int val() const override { return 100 + v + l; }
};
struct R : virtual V {
  int r;
  R() : V(2), r(8) {
    std::printf("R() who=%s val=%d\n", who(), val());
    call_who();
  }
  ~R() { std::printf("~R who=%s val=%d\n", who(), val()); }
  int val() const override { return 200 + v + r; }
};
struct D : L, R {
  int d;
  D() : V(3), d(9) { std::printf("D() who=%s val=%d\n", who(), val()); call_who(); }
  ~D() { std::printf("~D who=%s\n", who()); }
  const char* who() const override { return "D"; }
  int val() const override { return 300 + v + l + r + d; }
};
struct E : D {
  E() : V(4) { std::printf("E() who=%s\n", who()); }
  ~E() { std::printf("~E who=%s\n", who()); }
  const char* who() const override { return "E"; }
};

int main() {
  { D d; std::printf("main: %s %d\n", d.who(), d.val()); }
  std::printf("--\n");
  { E e; V& rv = e; std::printf("main: %s %d\n", rv.who(), rv.val()); }
  return 0;
}
