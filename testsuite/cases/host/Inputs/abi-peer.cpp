// Compiled by g++: the other side of abi.cu's calls.
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

I2 peer_i2(I2 v) { return I2{v.a + 1, v.b + 2}; }
I3 peer_i3(I3 v) { return I3{v.a * 2, v.b * 2, v.c * 2}; }
D2 peer_d2(D2 v) { return D2{v.y, v.x}; }
F3 peer_f3(F3 v) { return F3{v.z, v.y, v.x}; }
Mix peer_mix(Mix m) { return Mix{m.i + 1, m.f * 2, m.d + 0.5}; }
Big peer_big(Big b) { return Big{b.c, b.b, b.a}; }
C3 peer_c3(C3 c) { return C3{c.c, c.b, c.a}; }
int peer_empty(Empty, int x) { return x + 1; }
Pt peer_pt(Pt p) { return Pt{(short)(p.s + 1), (char)(p.c + 1)}; }
// Registers run out: the last class goes in memory.
long peer_many(I2 a, I2 b, I2 c, I2 d, I2 e, I2 f, I2 g) {
  return a.a + b.a + c.a + d.a + e.a + f.a + g.a + g.b;
}
double peer_floats(D2 a, D2 b, D2 c, D2 d, D2 e) { return a.x + b.y + c.x + d.y + e.x + e.y; }
short peer_short(short s, unsigned char c, bool b) { return (short)(s + c + (b ? 100 : 0)); }

// Callbacks into circle-rs code.
I2 (*peer_cb_target)(I2);
int peer_call(I2 (*f)(I2), int a) {
  I2 r = f(I2{a, a * 10});
  return r.a + r.b;
}
