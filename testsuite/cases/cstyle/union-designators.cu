// A designated initializer may name any member of a union (clang accepts
// the C99 and C++20 forms in C++17): the union holds that member, the
// members before it take no part. At compile time, in
// host code (a namespace-scope union is emitted as its byte image) and in
// device code. Output checked against g++-12 and clang++-19 (oracle
// cstyle/010-union-designators runs the host side).
// RUN: %circle-rs -fsyntax-only %s 2>/dev/null | %FileCheck %s
// RUN: %circle-rs -w %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
// RUN: %circle-rs -w %s -sm_70 -gfx90a -O2 --emit=ptx,amdgcn -o %t.dev
// RUN: %circle-rs validate %t.dev
#include <cstdio>

union Num { int i; float f; char bytes[8]; };
struct Tagged { int tag; union Num n; };
struct Bits { unsigned a : 3, b : 5; union Num n; };

union Num gf = {.f = 1.5f};
struct Tagged gt = {.tag = 2, .n.bytes = {'o', 'k'}};
struct Bits gb = {.a = 5, .b = 17, .n = {.f = 4.0f}};

int run() {
  union Num a = {.f = 3.0f};
  struct Tagged t = {.tag = 5, .n.f = -2.5f};
  union Num o = {.f = 0.5f};
  printf("%.2f %.2f %d %.2f %.2f\n", a.f, gf.f, t.tag, t.n.f, o.f);
  printf("%d %c%c %u %u %.1f\n", gt.tag, gt.n.bytes[0], gt.n.bytes[1], gb.a, gb.b, gb.n.f);
  return 0;
}
@meta run();
// CHECK: 3.00 1.50 5 -2.50 0.50
// CHECK-NEXT: 2 ok 5 17 4.0

int main() { return run(); }
// HOST: 3.00 1.50 5 -2.50 0.50
// HOST-NEXT: 2 ok 5 17 4.0

__global__ void kernel(float *out, int k) {
  union Num n = {.f = (float)k};
  struct Tagged t = {.tag = k, .n = {.f = 2.0f}};
  out[threadIdx.x] = n.f + t.n.f + t.tag;
}
