// 128-bit integers at compile time, in both engines (a function of
// signed __int128 alone runs as bytecode; one using unsigned __int128, and
// namespace-scope @meta statements, on the tree walker): unsigned __int128
// is its bit pattern in a signed 128-bit cell, so >>, comparisons, / and %
// are unsigned (~0 >> 1 is 2^127 - 1, not -1) and ++/-- wrap modulo 2^128
// at the cell's edge (2^127 - 1 -> 2^127, 0 -> max); a signed __int128
// stepped past its range is overflow, a diagnostic, not a wrapped value
// or a crash.
// RUN: %circle-rs -verify %s -fsyntax-only -fmeta-engine=bytecode
// RUN: %circle-rs -verify %s -fsyntax-only -fmeta-engine=tree
// RUN: %circle-rs %s -fsyntax-only -DGOOD 2>&1 | %FileCheck %s
// CHECK: edge 1 0
// CHECK-NEXT: wrap 1 1
// CHECK-NEXT: down 1
// CHECK-NEXT: unsigned 4
typedef unsigned __int128 u128;
typedef __int128 s128;

int up_edge() {
  u128 u = ~(u128)0 >> 1;
  ++u;
  return (int)(u >> 127);
}
int wrap_max() {
  u128 u = 0;
  u--;
  return (int)(u == ~(u128)0) + (int)(++u == 0) - 1;
}
int down_edge() {
  s128 s = -(s128)(~(u128)0 >> 1);
  --s;
  return s < 0;
}
s128 past_max() {
  s128 s = (s128)(~(u128)0 >> 1);
  ++s;                      // expected-error {{outside the range of representable values of type '__int128'}}
  return s;
}
s128 past_max_bytecode() {
  s128 s = 1;
  s <<= 126;
  s = s - 1 + s;
  s++;                      // expected-error {{outside the range of representable values of type '__int128'}}
  return s;
}
int unsigned_ops() {
  u128 big = ~(u128)0;
  u128 half = big >> 1;
  return (big > half) + (big / half == 2) + (big % half == 1) + (half < big);
}
s128 past_min() {
  s128 s = -(s128)(~(u128)0 >> 1) - 1;
  s--;                      // expected-error {{outside the range of representable values of type '__int128'}}
  return s;
}

#ifdef GOOD
@meta printf("edge %d %d\n", up_edge(), 0);
@meta printf("wrap %d %d\n", wrap_max(), 1);
@meta printf("down %d\n", down_edge());
@meta printf("unsigned %d\n", unsigned_ops());
#else
@meta u128 m = ~(u128)0 >> 1;
@meta ++m;
@meta s128 a = past_max();  // expected-note {{in compile-time call to 'past_max'}}
@meta s128 b = past_min();  // expected-note {{in compile-time call to 'past_min'}}
@meta s128 c = past_max_bytecode();  // expected-note {{in compile-time call to 'past_max_bytecode'}}
@meta int e = up_edge() + wrap_max() + down_edge();
#endif
