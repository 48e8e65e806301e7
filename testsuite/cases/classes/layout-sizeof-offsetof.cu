// sizeof, alignof and offsetof of classes follow the Itanium C++ ABI as
// clang lays them out: empty bases, tail padding reused after a non-POD base
// and kept after a POD one, virtual bases placed in the tail of the
// non-virtual part, bit-fields, zero-width bit-fields, alignas, anonymous
// members. clang-19 gives the same numbers for x86_64-linux-gnu,
// nvptx64-nvidia-cuda and amdgcn-amd-amdhsa; the CHECK lines are g++-12's
// output of the same program run on the host.
// RUN: %circle-rs -fsyntax-only %s > %t.out
// RUN: %FileCheck %s --match-full-lines --input-file %t.out
#include <cstddef>
struct Empty {};
struct Empty2 {};
struct EBO : Empty { int x; };
struct TwoEmpty : Empty, Empty2 { char c; };
struct SameEmpty : Empty { Empty e; int x; };
struct Pad { char c; double d; char e; };
struct Bits { unsigned a : 3; unsigned b : 5; unsigned c : 30; char d; };
struct Bits2 { char a; int b : 4; long long c : 40; short d : 3; };
struct ZeroW { int a : 3; int : 0; int b : 2; };
struct alignas(32) Al { int x; };
struct AlMember { char c; alignas(16) int x; };
struct Poly { virtual ~Poly() {} int x; };
struct PolyD : Poly { char c; };
struct A { int a; virtual void f() {} };
struct B { double b; virtual void g() {} };
struct MI : A, B { char c; };
struct VB { int v; };
struct V1 : virtual VB { int x; };
struct V2 : virtual VB { int y; };
struct Diamond : V1, V2 { int z; };
struct NonPod { NonPod() {} int i; char c; };
struct Tail : NonPod { char d; };
struct PodBase { int i; char c; };
struct NoTail : PodBase { char d; };
union U { char c; double d; int a[3]; };
struct Anon { int kind; union { int i; float f; double d; }; struct { short s1, s2; }; };
struct Nested { Pad p[3]; Bits b; char tail; };
struct FlexLike { int n; short s; };
struct OnlyVirtualBase : virtual Empty {};
#define SHOW(T) printf(#T " %zu %zu\n", sizeof(T), alignof(T));
#define OFF(T, m) printf(#T "." #m " %zu\n", offsetof(T, m));
#include <cstdio>
void show() {
  SHOW(Empty) SHOW(EBO) SHOW(TwoEmpty) SHOW(SameEmpty) SHOW(Pad) SHOW(Bits) SHOW(Bits2) SHOW(ZeroW)
  SHOW(Al) SHOW(AlMember) SHOW(Poly) SHOW(PolyD) SHOW(A) SHOW(B) SHOW(MI) SHOW(VB) SHOW(V1) SHOW(V2)
  SHOW(Diamond) SHOW(NonPod) SHOW(Tail) SHOW(PodBase) SHOW(NoTail) SHOW(U) SHOW(Anon) SHOW(Nested)
  SHOW(FlexLike) SHOW(OnlyVirtualBase)
  OFF(EBO, x) OFF(SameEmpty, x) OFF(Pad, d) OFF(Pad, e) OFF(Bits, d) OFF(AlMember, x)
  OFF(PolyD, c) OFF(MI, c) OFF(V1, x) OFF(Diamond, z) OFF(Tail, d) OFF(NoTail, d) OFF(Anon, d) OFF(Anon, s2)
  OFF(Nested, b) OFF(Nested, tail)
}
@meta show();
// CHECK: Empty 1 1
// CHECK-NEXT: EBO 4 4
// CHECK-NEXT: TwoEmpty 1 1
// CHECK-NEXT: SameEmpty 8 4
// CHECK-NEXT: Pad 24 8
// CHECK-NEXT: Bits 12 4
// CHECK-NEXT: Bits2 8 8
// CHECK-NEXT: ZeroW 8 4
// CHECK-NEXT: Al 32 32
// CHECK-NEXT: AlMember 32 16
// CHECK-NEXT: Poly 16 8
// CHECK-NEXT: PolyD 16 8
// CHECK-NEXT: A 16 8
// CHECK-NEXT: B 16 8
// CHECK-NEXT: MI 40 8
// CHECK-NEXT: VB 4 4
// CHECK-NEXT: V1 16 8
// CHECK-NEXT: V2 16 8
// CHECK-NEXT: Diamond 40 8
// CHECK-NEXT: NonPod 8 4
// CHECK-NEXT: Tail 8 4
// CHECK-NEXT: PodBase 8 4
// CHECK-NEXT: NoTail 12 4
// CHECK-NEXT: U 16 8
// CHECK-NEXT: Anon 24 8
// CHECK-NEXT: Nested 88 8
// CHECK-NEXT: FlexLike 8 4
// CHECK-NEXT: OnlyVirtualBase 8 8
// CHECK-NEXT: EBO.x 0
// CHECK-NEXT: SameEmpty.x 4
// CHECK-NEXT: Pad.d 8
// CHECK-NEXT: Pad.e 16
// CHECK-NEXT: Bits.d 8
// CHECK-NEXT: AlMember.x 16
// CHECK-NEXT: PolyD.c 12
// CHECK-NEXT: MI.c 32
// CHECK-NEXT: V1.x 8
// CHECK-NEXT: Diamond.z 28
// CHECK-NEXT: Tail.d 5
// CHECK-NEXT: NoTail.d 8
// CHECK-NEXT: Anon.d 8
// CHECK-NEXT: Anon.s2 18
// CHECK-NEXT: Nested.b 72
// CHECK-NEXT: Nested.tail 84
