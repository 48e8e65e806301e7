// System V classification of classes passed and returned by value, against
// g++: every function of Inputs/abi-peer.cpp is compiled by g++-12 and
// called from circle-rs code (and calls back into it); the results are
// what g++ computes on both sides.
// REQUIRES: gcc
// RUN: %gcc -c -O1 %S/Inputs/abi-peer.cpp -o %T/peer.o
// RUN: %circle-rs %s %T/peer.o -o %t && %t | %FileCheck %s
#include <stdio.h>
struct I2 { int a, b; };
struct I3 { int a, b, c; };
struct D2 { double x, y; };
struct F3 { float x, y, z; };
struct Mix { int i; float f; double d; };
struct Big { long a, b, c; };
struct C3 { char a, b, c; };
struct Empty {};
struct Pt { short s; char c; };

I2 peer_i2(I2 v);
I3 peer_i3(I3 v);
D2 peer_d2(D2 v);
F3 peer_f3(F3 v);
Mix peer_mix(Mix m);
Big peer_big(Big b);
C3 peer_c3(C3 c);
int peer_empty(Empty, int x);
Pt peer_pt(Pt p);
long peer_many(I2 a, I2 b, I2 c, I2 d, I2 e, I2 f, I2 g);
double peer_floats(D2 a, D2 b, D2 c, D2 d, D2 e);
short peer_short(short s, unsigned char c, bool b);
int peer_call(I2 (*f)(I2), int a);

I2 swap_i2(I2 v) { return I2{v.b, v.a}; }

int main() {
  I2 a = peer_i2(I2{1, 2});
  printf("i2 %d %d\n", a.a, a.b);
  // CHECK: i2 2 4
  I3 b = peer_i3(I3{1, 2, 3});
  printf("i3 %d %d %d\n", b.a, b.b, b.c);
  // CHECK-NEXT: i3 2 4 6
  D2 c = peer_d2(D2{1.5, 2.5});
  printf("d2 %g %g\n", c.x, c.y);
  // CHECK-NEXT: d2 2.5 1.5
  F3 d = peer_f3(F3{1, 2, 3});
  printf("f3 %g %g %g\n", d.x, d.y, d.z);
  // CHECK-NEXT: f3 3 2 1
  Mix e = peer_mix(Mix{1, 2.5f, 3.0});
  printf("mix %d %g %g\n", e.i, e.f, e.d);
  // CHECK-NEXT: mix 2 5 3.5
  Big f = peer_big(Big{1, 2, 3});
  printf("big %ld %ld %ld\n", f.a, f.b, f.c);
  // CHECK-NEXT: big 3 2 1
  C3 g = peer_c3(C3{'a', 'b', 'c'});
  printf("c3 %c%c%c\n", g.a, g.b, g.c);
  // CHECK-NEXT: c3 cba
  printf("empty %d\n", peer_empty(Empty{}, 41));
  // CHECK-NEXT: empty 42
  Pt h = peer_pt(Pt{9, 'x'});
  printf("pt %d %c\n", h.s, h.c);
  // CHECK-NEXT: pt 10 y
  printf("many %ld\n", peer_many(I2{1, 0}, I2{2, 0}, I2{3, 0}, I2{4, 0}, I2{5, 0}, I2{6, 0}, I2{7, 8}));
  // CHECK-NEXT: many 36
  printf("floats %g\n", peer_floats(D2{1, 2}, D2{3, 4}, D2{5, 6}, D2{7, 8}, D2{9, 10}));
  // CHECK-NEXT: floats 37
  printf("short %d\n", peer_short(-5, 200, true));
  // CHECK-NEXT: short 295
  printf("callback %d\n", peer_call(swap_i2, 3));
  // CHECK-NEXT: callback 33
  return 0;
}
