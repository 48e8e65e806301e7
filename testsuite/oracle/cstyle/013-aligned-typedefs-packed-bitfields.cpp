// GNU `aligned` on typedefs (raising and lowering the alignment: only a
// typedef may lower it), `aligned` with no argument (x86-64's biggest
// alignment, 16, which CUDA and HIP device compilations share), and
// `packed` on bit-fields and in packed classes with bit-fields: the
// layouts g++ and clang share, and values stored and read back through
// members at those offsets.
#include <cstdio>
#include <cstddef>

typedef int aint __attribute__((aligned(16)));
typedef int lint __attribute__((aligned(1)));
typedef const short cshort8 __attribute__((aligned(8)));
typedef double dmax __attribute__((aligned));
typedef char a8 __attribute__((aligned(8)));
typedef long long ll4 __attribute__((aligned(4)));

struct S { char c; aint x; };
struct L { char c; lint x; short s; };
struct M { char c; cshort8 s; };
struct W { char c; a8 d; char e; };
struct X { char c; ll4 v; };
struct Y { char c; int x __attribute__((aligned)); };
struct Z { char c; dmax d; };
struct P { char c; int x : 5 __attribute__((packed)); int y : 7; };
struct __attribute__((packed)) Q { char c; int x : 13; short s : 3; long long z : 40; };
struct U { char a; int b : 3 __attribute__((packed)); char d; };
struct V { short s; long long x : 33 __attribute__((packed)); char e; };
struct T { char c; int a : 30 __attribute__((packed)); int b : 30 __attribute__((packed)); char d; };
struct __attribute__((packed)) R { char c; int a : 9; char d; int b : 31; };

#define LAYOUT(T) printf(#T " %zu %zu\n", sizeof(T), alignof(T))

int main() {
  printf("aint %zu %zu\n", sizeof(aint), alignof(aint));
  printf("lint %zu %zu\n", sizeof(lint), alignof(lint));
  printf("cshort8 %zu %zu\n", sizeof(cshort8), alignof(cshort8));
  printf("dmax %zu %zu\n", sizeof(dmax), alignof(dmax));
  printf("ll4 %zu %zu\n", sizeof(ll4), alignof(ll4));
  LAYOUT(S); printf("  x@%zu\n", offsetof(S, x));
  LAYOUT(L); printf("  x@%zu s@%zu\n", offsetof(L, x), offsetof(L, s));
  LAYOUT(M); printf("  s@%zu\n", offsetof(M, s));
  LAYOUT(W); printf("  d@%zu e@%zu\n", offsetof(W, d), offsetof(W, e));
  LAYOUT(X); printf("  v@%zu\n", offsetof(X, v));
  LAYOUT(Y); printf("  x@%zu\n", offsetof(Y, x));
  LAYOUT(Z); printf("  d@%zu\n", offsetof(Z, d));
  LAYOUT(P);
  LAYOUT(Q);
  LAYOUT(U); printf("  d@%zu\n", offsetof(U, d));
  LAYOUT(V); printf("  e@%zu\n", offsetof(V, e));
  LAYOUT(T); printf("  d@%zu\n", offsetof(T, d));
  LAYOUT(R); printf("  d@%zu\n", offsetof(R, d));

  aint a = 41;
  lint l = 7;
  a += l;
  printf("a=%d __alignof__(a)=%zu\n", a, __alignof__(a));
  S s = {'s', 12};
  L lv = {'l', -5, 300};
  X x = {'x', 1LL << 40};
  printf("%c %d %c %d %d %lld\n", s.c, s.x, lv.c, lv.x, lv.s, x.v);

  P p = {'p', -3, 60};
  Q q = {'q', -4000, 3, -549755813887LL};
  U u = {'u', 3, 'd'};
  V v = {-2, -4294967296LL, 'e'};
  T t = {'t', -536870912, 536870911, 'd'};
  R r = {'r', -200, 'd', 1073741823};
  printf("%c %d %d\n", p.c, p.x, p.y);
  printf("%c %d %d %lld\n", q.c, q.x, q.s, (long long)q.z);
  printf("%c %d %c\n", u.a, u.b, u.d);
  printf("%d %lld %c\n", v.s, (long long)v.x, v.e);
  printf("%c %d %d %c\n", t.c, t.a, t.b, t.d);
  printf("%c %d %c %d\n", r.c, r.a, r.d, r.b);
  q.z += 5;
  v.x -= 1;
  t.b = -t.b;
  printf("%lld %lld %d\n", (long long)q.z, (long long)v.x, t.b);
  return 0;
}
