// A braced-init-list as the operand of a class's operator[] ([expr.sub]/1,
// C++11): `m[{1, 2}]` list-initializes the parameter (an aggregate, a
// class with a constructor, a scalar from `{x}`, a value-initialized one
// from `{}`), overload resolution ranks the list conversions, and the
// operator may be const-qualified or return a reference that is assigned.
#include <cstdio>

struct Point {
  int x, y;
};
struct Key {
  int a, b;
  Key(int a_, int b_) : a(a_), b(b_) {}
};
struct Grid {
  int cells[4][4];
  int &operator[](Point p) { return cells[p.y][p.x]; }
  int operator[](Point p) const { return cells[p.y][p.x] + 100; }
};
struct Table {
  int operator[](Key k) const { return k.a * 10 + k.b; }
  int operator[](int i) const { return -i; }
};
struct Scalar {
  long operator[](long v) const { return v * 2; }
};

int main() {
  Grid g = {};
  g[{1, 2}] = 7;
  g[{3, 0}] = g[{1, 2}] + 1;
  const Grid &cg = g;
  printf("%d %d %d\n", g.cells[2][1], g.cells[0][3], cg[{3, 0}]);
  Table t;
  printf("%d %d %d\n", t[{4, 5}], t[{6}], t[7]);
  Scalar s;
  printf("%ld %ld\n", s[{21}], s[{}]);
  return 0;
}
