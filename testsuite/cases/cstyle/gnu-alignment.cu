// GNU `aligned(N)` and `packed` on members, variables and enums, and
// `alignas` on variables, give g++'s and clang's layouts: a member's
// alignment raised (or lowered to 1 by `packed`, then raised again by
// `aligned`), a variable's own alignment (what `__alignof__` answers and
// what host and device code allocate it with), a packed enum as narrow as
// its values. Values read through packed members at compile time, on the
// host and in device code. Oracle cstyle/011-gnu-alignment prints more.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs -w %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=HOST
// RUN: %circle-rs -w %s -sm_70 -gfx90a --emit=llvm-ir,ptx,amdgcn -o %t.dev
// RUN: %FileCheck %s --check-prefix=IR --input-file %t.dev/gnu-alignment.sm_70.ll
// RUN: %circle-rs validate %t.dev
// expected-no-diagnostics
#include <cstdio>
#include <cstddef>

struct A { char c; int x __attribute__((aligned(16))); };
struct B { char c; int x __attribute__((packed)); short s; };
struct __attribute__((packed)) G { char c; int x __attribute__((aligned(4))); char d; };
enum __attribute__((packed)) Small { S0, S2 = 200 };
enum __attribute__((packed)) Signed { N0 = -1, N1 = 100 };
enum Wide { W0 = 70000 } __attribute__((packed));

static_assert(sizeof(A) == 32 && alignof(A) == 16 && offsetof(A, x) == 16, "");
static_assert(sizeof(B) == 8 && alignof(B) == 2 && offsetof(B, x) == 1 && offsetof(B, s) == 6, "");
static_assert(sizeof(G) == 12 && alignof(G) == 4 && offsetof(G, x) == 4, "");
static_assert(sizeof(Small) == 1 && sizeof(Signed) == 1 && sizeof(Wide) == 4, "");

int gv __attribute__((aligned(32))) = 3;
static_assert(__alignof__(gv) == 32, "");

int run() {
  int lv __attribute__((aligned(64))) = 4;
  alignas(32) char buf[3] = {7, 8, 9};
  B b = {1, 0x12345678, 7};
  printf("%zu %zu %d %x %d %d %d\n", __alignof__(lv), __alignof__(buf), b.c, b.x, b.s, gv,
         lv + buf[2]);
  return 0;
}
@meta run();
// CHECK: 64 32 1 12345678 7 3 13

int main() { return run(); }
// HOST: 64 32 1 12345678 7 3 13

__device__ int dv __attribute__((aligned(64)));
__global__ void kernel(int *out, B *in) {
  int local[4] __attribute__((aligned(16)));
  for (int i = 0; i < 4; i++) local[i] = in[i].x;
  out[threadIdx.x] = local[threadIdx.x & 3] + dv + sizeof(Small);
}
// IR: @dv = {{.*}}align 64
// IR: alloca [4 x i32], align 16
