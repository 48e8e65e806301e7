// Operator overloading, delegating constructors, default member initializers,
// conditional operator copying a class, partially initialized arrays of classes.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Vec {
  int x, y;
  Vec(int a = 0, int b = 0) : x(a), y(b) {}
  Vec operator+(const Vec& o) const { return Vec(x + o.x, y + o.y); }
  Vec& operator+=(const Vec& o) { x += o.x; y += o.y; return *this; }
  bool operator==(const Vec& o) const { return x == o.x && y == o.y; }
  int operator[](int i) const { return i == 0 ? x : y; }
  explicit operator bool() const { return x || y; }
  int dot(Vec o) const { return x * o.x + y * o.y; }
};
Vec operator*(int k, const Vec& v) { return Vec(k * v.x, k * v.y); }
struct Str {
  char buf[16];
  int len;
  Str(const char* s) : len(0) { while (s[len]) { buf[len] = s[len]; ++len; } buf[len] = 0; }
  Str(const Str& o) : len(o.len) { for (int i = 0; i <= len; ++i) buf[i] = o.buf[i]; printf("[copy %s]", buf); }
  const char* c_str() const { return buf; }
};
Str pick(bool first) { Str a("first"); Str b("second"); return first ? a : b; }
struct Deleg {
  int a, b;
  Deleg(int x, int y) : a(x), b(y) { printf("main ctor\n"); }
  Deleg(int x) : Deleg(x, x * 10) { printf("delegating ctor\n"); }
  Deleg() : Deleg(3) {}
};
struct Defaults { int a = 4; int b{5}; int c; Defaults() : c(a + b) {} };
int main() {
  Vec a(1, 2), b(3, 4);
  Vec c = a + b;
  c += Vec(10, 10);
  Vec d = 2 * c;
  printf("%d %d %d %d %d\n", c.x, c.y, d[0], d[1], (int)(a == Vec(1, 2)));
  printf("%d\n", a.dot(b));
  printf("%s\n", pick(false).c_str());
  Deleg g;
  printf("%d %d\n", g.a, g.b);
  Defaults df;
  printf("%d %d %d\n", df.a, df.b, df.c);
  Vec arr[3] = {Vec(1), Vec(2, 3)};
  printf("%d %d %d\n", arr[0].x, arr[1].y, arr[2].x);
  return 0;
}
@meta main();

// META: 14 16 28 32 1
// META-NEXT: 11
// META-NEXT: [copy second]second
// META-NEXT: main ctor
// META-NEXT: delegating ctor
// META-NEXT: 3 30
// META-NEXT: 4 5 9
// META-NEXT: 1 3 0
