// Objects of classes with virtual bases as temporaries, by-value
// parameters and return values, and arrays: each built and destroyed
// once, in order, with the virtual base shared.
#include <cstdio>

static int serial = 0;
struct V {
  int id;
  V() : id(++serial) { std::printf("V%d\n", id); }
  V(const V& o) : id(++serial) { std::printf("V%d copy of V%d\n", id, o.id); }
  virtual ~V() { std::printf("~V%d\n", id); }
  virtual int tag() const { return id; }
};
struct L : virtual V { int l = 1; };
struct R : virtual V { int r = 2; int tag() const override { return 1000 + id; } };
struct D : L, R {
  D() { std::printf("D of V%d\n", id); }
  D(const D& o) : V(o), L(o), R(o) { std::printf("D copy of V%d\n", o.id); }
  ~D() { std::printf("~D of V%d\n", id); }
};

static D make() { return D(); }
static int take(D x) { return x.tag(); }
static int look(const V& v) { return v.tag(); }

int main() {
  std::printf("-- temporary\n");
  std::printf("%d\n", look(D()));
  std::printf("-- returned\n");
  {
    D a = make();
    std::printf("%d\n", a.tag());
    std::printf("-- by value\n");
    int t = take(a);
    std::printf("%d\n", t);
  }
  std::printf("-- array\n");
  {
    D arr[2];
    std::printf("%d %d\n", look(arr[0]), look(arr[1]));
  }
  return 0;
}
