// Long left-associative chains are not nesting: a 3000-term sum, a
// 3000-link `->` chain and a 3000-term `||` translate, run at compile
// time and on the host, as clang accepts them; calls nested 256 deep (and
// 256 parentheses inside braces, each kind counted on its own as clang
// counts them) are within clang's bracket depth. Deeper nesting ends in a
// diagnostic (long-chains-errors.cu), never in a crash.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
#include <cstdio>

#define T10(x) x + x + x + x + x + x + x + x + x + x
#define T100(x) T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x) + T10(x)
#define T1000(x) T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x) + T100(x)
#define N10 ->n->n->n->n->n->n->n->n->n->n
#define N100 N10 N10 N10 N10 N10 N10 N10 N10 N10 N10
#define N1000 N100 N100 N100 N100 N100 N100 N100 N100 N100 N100
#define O10(x) x || x || x || x || x || x || x || x || x || x
#define O100(x) O10(x) || O10(x) || O10(x) || O10(x) || O10(x) || O10(x) || O10(x) || O10(x) || O10(x) || O10(x)
#define F2(x) f(f(x))
#define F8(x) F2(F2(F2(F2(x))))
#define F64(x) F8(F8(F8(F8(F8(F8(F8(F8(x))))))))
#define F256(x) F64(F64(F64(F64(x))))

struct N { N *n; int v; };
constexpr int f(int x) { return x + 1; }
constexpr int sum = T1000(1) + T1000(1) + T1000(1);
static_assert(sum == 3000, "");
constexpr int d256 = F256(0);
static_assert(d256 == 256, "");

int run() {
  N node;
  node.n = &node;
  node.v = 7;
  N *p = &node;
  int one = 1, zero = 0;
  int s = T1000(one) + T1000(one) + T1000(one);
  int v = p N1000 N1000 N1000 ->v;
  bool any = O100(zero) || O100(zero) || one;
  int deep = F256(zero);
  { { { int inner = F256(one); deep += inner; } } }
  printf("%d %d %d %d\n", s, v, any, deep);
  return 0;
}
@meta run();
// CHECK: 3000 7 1 513

int main() { return run(); }
// HOST: 3000 7 1 513
