// Layout with virtual bases (LP64 Itanium, as g++ and clang lay out):
// a nearly empty virtual base becomes the primary base and shares the
// vptr, the primary virtual base of a base lives with it, other virtual
// bases follow the non-virtual data in inheritance graph order, empty
// virtual bases take no space; offsets of the subobjects.
#include <cstdio>

#define OFF(D, B, d) ((int)((const char*)static_cast<const B*>(&d) - (const char*)&d))

struct NE { virtual void f() {} };              // nearly empty
struct P1 : virtual NE { };                     // NE is its primary base
struct P2 : virtual NE { int x; };
struct P3 : P1, P2 { };
struct Big { virtual void g() {} long a, b; };
struct Q1 : virtual Big { int q; };
struct Q2 : virtual NE, virtual Big { char c; };
struct Empty { };
struct EV : virtual Empty { int e; };
struct EV2 : EV, virtual Empty { };
struct A { int a; };
struct B : virtual A { int b; };
struct C : virtual B { int c; };               // B and its A
struct D : C, virtual A { int d; };
struct Pad { virtual void h() {} char k; };
struct W : virtual Pad { char w; };

int main() {
  std::printf("NE %zu P1 %zu P2 %zu P3 %zu\n", sizeof(NE), sizeof(P1), sizeof(P2), sizeof(P3));
  P3 p3;
  std::printf("P3: NE@%d P1@%d P2@%d\n", OFF(P3, NE, p3), OFF(P3, P1, p3), OFF(P3, P2, p3));
  P2 p2;
  std::printf("P2: NE@%d\n", OFF(P2, NE, p2));
  std::printf("Big %zu Q1 %zu Q2 %zu\n", sizeof(Big), sizeof(Q1), sizeof(Q2));
  Q1 q1;
  Q2 q2;
  std::printf("Q1: Big@%d  Q2: NE@%d Big@%d\n", OFF(Q1, Big, q1), OFF(Q2, NE, q2), OFF(Q2, Big, q2));
  std::printf("EV %zu EV2 %zu\n", sizeof(EV), sizeof(EV2));
  std::printf("A %zu B %zu C %zu D %zu\n", sizeof(A), sizeof(B), sizeof(C), sizeof(D));
  C c;
  D d;
  std::printf("C: B@%d A@%d  D: C@%d B@%d A@%d\n", OFF(C, B, c), OFF(C, A, c), OFF(D, C, d),
              OFF(D, B, d), OFF(D, A, d));
  std::printf("Pad %zu W %zu\n", sizeof(Pad), sizeof(W));
  W w;
  std::printf("W: Pad@%d\n", OFF(W, Pad, w));
  d.a = 1; d.b = 2; d.c = 3; d.d = 4;
  B* pb = &d;
  A* pa = pb;
  std::printf("%d %d %d\n", pa->a, pb->b, static_cast<C*>(&d)->c);
  return 0;
}
