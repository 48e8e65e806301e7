// Designated initializers as clang accepts them in C++17: C++20's form in
// declaration order (no warning), and the C99 forms with -Wc99-designator:
// nested `.a.b`, array designators `[i]`, positional items after a
// designator continuing at its depth, designators out of order
// (-Wreorder-init-list), an array bound taken from the highest designator;
// members left out take default member initializers or zero. Output checked
// against clang++-19 running the same code.
// RUN: %circle-rs -fsyntax-only %s 2>/dev/null | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=ptx,amdgcn -o %t 2>/dev/null
// RUN: %circle-rs validate %t
#include <cstdio>

struct V { int x = 10, y = 20, z = 30; };
struct L { V pos; int tags[3]; const char *name; char code[4]; };
struct Grid { int cells[2][3]; };

L g = { .pos = { .y = 2 }, .name = "glob", .code = "ab" };
int table[] = { [4] = 4, [1] = 1, 2 };

void show(const L &l) {
  printf("%d %d %d [%d %d %d] %s %s\n", l.pos.x, l.pos.y, l.pos.z, l.tags[0], l.tags[1],
         l.tags[2], l.name ? l.name : "-", l.code);
}

int run() {
  show(g);
  L a = { .pos.z = 3, .tags = { [2] = 9 }, .name = "a" };
  show(a);
  L b = { .tags[1] = 5, 6, .pos = { 1, 2, 3 } };
  show(b);
  Grid gr = { .cells = { [1] = { [2] = 7 }, [0][1] = 3 } };
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) printf("%d", gr.cells[i][j]);
  printf("\n%d:", (int)(sizeof(table) / sizeof(table[0])));
  for (int v : table) printf(" %d", v);
  printf("\n");
  V v = { .x = 1, .z = 3 };
  V r = { .z = 1, .x = 2 };
  printf("%d %d %d %d %d %d\n", v.x, v.y, v.z, r.x, r.y, r.z);
  return 0;
}
@meta run();
// CHECK: 10 2 30 [0 0 0] glob ab
// CHECK-NEXT: 10 20 3 [0 0 9] a
// CHECK-NEXT: 1 2 3 [0 5 6] -
// CHECK-NEXT: 030007
// CHECK-NEXT: 5: 0 1 2 0 4
// CHECK-NEXT: 1 20 3 2 20 1

struct P { int x, y; int a[4]; };
__global__ void kernel(int *o, int n) {
  P p = { .y = n, .a[2] = 3, 4 };
  int arr[] = { [2] = n, [0] = 1 };
  o[threadIdx.x] = p.x + p.y + p.a[3] + arr[2] + sizeof(arr);
}
