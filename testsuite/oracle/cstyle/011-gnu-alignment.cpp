// GNU `aligned(N)` and `packed` on members, variables and enums, and
// `alignas` on members and variables: the LP64 x86-64 layouts g++ and
// clang share (sizeof, alignof, offsetof, __alignof__ of a variable), and
// the values read back through members at those offsets.
#include <cstdio>
#include <cstddef>

struct A { char c; int x __attribute__((aligned(16))); };
struct B { char c; int x __attribute__((packed)); short s; };
struct C { char c; __attribute__((aligned(8))) short s; char d; };
struct D { char c; alignas(16) char d; };
struct E { char a; double d __attribute__((packed)); };
struct F { char a; struct A inner __attribute__((packed)); };
struct __attribute__((packed)) G { char c; int x __attribute__((aligned(4))); char d; };
struct H { char c; long long x __attribute__((aligned(2))); };
enum __attribute__((packed)) Small { S0, S1, S2 = 200 };
enum __attribute__((packed)) Signed { N0 = -1, N1 = 100 };
enum Medium { M0 = 70000 } __attribute__((packed));
enum __attribute__((packed)) Short { T0 = -40000 };
enum __attribute__((packed)) Unsigned16 { U0 = 65535 };
struct WithEnum { char c; enum Small s; enum Unsigned16 u; };

int gv __attribute__((aligned(32))) = 3;
alignas(64) static char gbuf[3] = {1, 2, 3};

#define LAYOUT(T) printf(#T " %zu %zu\n", sizeof(T), alignof(T))

int main() {
  LAYOUT(A); printf("  x@%zu\n", offsetof(A, x));
  LAYOUT(B); printf("  x@%zu s@%zu\n", offsetof(B, x), offsetof(B, s));
  LAYOUT(C); printf("  s@%zu d@%zu\n", offsetof(C, s), offsetof(C, d));
  LAYOUT(D); printf("  d@%zu\n", offsetof(D, d));
  LAYOUT(E); printf("  d@%zu\n", offsetof(E, d));
  LAYOUT(F); printf("  inner@%zu\n", offsetof(F, inner));
  LAYOUT(G); printf("  x@%zu d@%zu\n", offsetof(G, x), offsetof(G, d));
  LAYOUT(H); printf("  x@%zu\n", offsetof(H, x));
  LAYOUT(Small); LAYOUT(Signed); LAYOUT(Medium); LAYOUT(Short); LAYOUT(Unsigned16);
  LAYOUT(WithEnum); printf("  u@%zu\n", offsetof(WithEnum, u));
  int lv __attribute__((aligned(64))) = 4;
  alignas(32) char buf[3] = {7, 8, 9};
  printf("vars %zu %zu %zu %zu\n", __alignof__(gv), __alignof__(gbuf), __alignof__(lv),
         __alignof__(buf));
  B b = {1, 0x12345678, 7};
  E e = {2, 2.5};
  F f = {3, {4, 5}};
  G g = {6, 7, 8};
  printf("%d %x %d | %d %.1f | %d %d %d | %d %d %d\n", b.c, b.x, b.s, e.a, e.d, f.a,
         f.inner.c, f.inner.x, g.c, g.x, g.d);
  printf("%d %d %d %d %d\n", gv, lv, gbuf[2], buf[0], (int)S2);
  enum Small s = S2;
  enum Signed n = N0;
  printf("%d %d\n", s == S2, n < N1);
  return 0;
}
