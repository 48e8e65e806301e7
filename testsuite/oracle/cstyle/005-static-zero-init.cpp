// Objects with static storage duration are zero-initialized before any
// other initialization: globals, static members, function-local statics,
// members a constructor leaves alone, padding-free aggregates, pointers
// (null) and floating point (+0.0). `main` returns 0 when control reaches
// its end.
#include <cstdio>

struct Partial { int a, b; Partial() : a(1) {} };
struct Counter { int n; static int instances; Counter() { instances++; } };
int Counter::instances;

int g;
int arr[4];
double gd[2];
int *gp;
Partial gpart;
Counter c1, c2;
struct { int x; char name[8]; } anon;

int counter() { static int calls; return ++calls; }
int *stash() { static int buffer[3]; buffer[1]++; return buffer; }

int main() {
  printf("%d %d %d %g %d\n", g, arr[0], arr[3], gd[1], gp == nullptr);
  printf("%d %d %d\n", gpart.a, gpart.b, Counter::instances);
  printf("%d %d\n", anon.x, anon.name[7]);
  counter();
  counter();
  printf("%d\n", counter());
  stash();
  int *b = stash();
  printf("%d %d %d\n", b[0], b[1], b[2]);
  static Partial local;
  printf("%d %d\n", local.a, local.b);
}
