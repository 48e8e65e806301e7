// Designated initializers naming a union member other than the first
// (C99 and C++20 forms both compilers accept): at namespace scope (a
// constant image), at block scope, nested in structs, and unions inside
// arrays; the members before the named one take no part.
#include <cstdio>

union Num { int i; float f; char bytes[8]; };
struct Tagged { int tag; union Num n; };
union Wide { char c; double d; long long ll; };

union Num gf = {.f = 1.5f};
struct Tagged gt = {.tag = 2, .n = {.bytes = {'o', 'k'}}};
union Wide gw = {.ll = 1234567890123LL};
struct Tagged table[3] = {{.tag = 1, .n = {.i = 10}}, {.tag = 2, .n = {.f = 0.25f}}};

int main() {
  union Num a = {.f = 3.0f};
  union Num b = {.i = 7};
  printf("%.2f %d %.2f\n", a.f, b.i, gf.f);
  printf("%d %c%c %lld\n", gt.tag, gt.n.bytes[0], gt.n.bytes[1], gw.ll);
  struct Tagged t = {.tag = 5, .n = {.f = -2.5f}};
  printf("%d %.2f\n", t.tag, t.n.f);
  union Wide w = {.d = 0.5};
  printf("%.3f\n", w.d);
  for (int i = 0; i < 3; i++) printf("%d ", table[i].tag);
  printf("| %d %.2f %d\n", table[0].n.i, table[1].n.f, table[2].n.i);
  return 0;
}
