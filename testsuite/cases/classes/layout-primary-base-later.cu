// A primary base declared after a non-dynamic base: the primary base goes
// to offset 0, and the bases after it start past every base placed so far
// (they used to overlap the earlier non-dynamic base). Offsets are what
// g++-12 and clang-19 give.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Log { const char* n; };
struct V1 { Log l; };
struct V2 { Log l; };
struct A : virtual V1 { Log l; };
struct B : virtual V2 { Log l; };
struct C { Log l; };
struct D : C, A, B, virtual V2 { Log m; };
static_assert(sizeof(D) == 64, "size");
int main() {
  D d;
  char* p = (char*)&d;
  printf("%d %d %d %d %d %d %d\n", (int)sizeof(D), (int)((char*)(C*)&d - p),
         (int)((char*)(A*)&d - p), (int)((char*)(B*)&d - p), (int)((char*)&d.m - p),
         (int)((char*)(V1*)&d - p), (int)((char*)(V2*)&d - p));
  return 0;
}
@meta main();

// META: 64 16 0 24 40 48 56
