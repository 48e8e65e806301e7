// GNU statement expressions: the value of the last expression statement,
// locals scoped to the braces, the classic MAX macro with __typeof__ that
// evaluates its arguments once, a void statement expression, a class value
// (copied out, locals destroyed at the closing brace), and nesting.
#include <cstdio>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

struct Tracker {
  int v;
  Tracker(int x) : v(x) { printf("make %d\n", v); }
  Tracker(const Tracker &o) : v(o.v + 100) { printf("copy %d\n", v); }
  ~Tracker() { printf("drop %d\n", v); }
};

int calls = 0;
int next() { return ++calls; }

int main() {
  int n = 5;
  int v = ({ int t = n * 2; t + 1; });
  printf("v = %d\n", v);
  int i = 0, j = 3;
  int m = MAX(i++, j);
  printf("max = %d, i = %d\n", m, i);
  double d = MAX(2.5, 1);
  printf("max double = %g\n", d);
  int once = MAX(next(), next());
  printf("once = %d, calls = %d\n", once, calls);
  ({ printf("void statement expression\n"); });
  int w = ({ Tracker t(7); t.v; });
  printf("w = %d\n", w);
  Tracker copy = ({ Tracker t(1); t; });
  printf("copy.v = %d\n", copy.v);
  int nested = ({ int a = ({ int b = 4; b * b; }); a + 1; });
  printf("nested = %d\n", nested);
  const char *s = ({ "text"; });
  printf("%s\n", s);
  return 0;
}
