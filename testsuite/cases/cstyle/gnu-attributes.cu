// GNU attributes where GCC allows them: on functions (before and after the
// declarator), parameters, variables, fields, enumerators, typedefs, class
// heads and after a class body, and as statement attributes
// (`__attribute__((fallthrough));`); `__restrict__`/`__restrict` and
// `__typeof__`/`typeof`/`__typeof`. `packed` and `aligned(N)` on a class
// change its layout as in g++ and clang (sizes and offsets at compile time),
// and device code reads the members of a packed class at their real
// offsets with accesses no wider than their alignment.
// RUN: %circle-rs -verify -fsyntax-only %s | %FileCheck %s
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/gnu-attributes.sm_70.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
#include <cstdio>
#include <cstddef>

__attribute__((noinline)) static int f(int x) __attribute__((unused));
static int f(int x) { return x + 1; }
int __attribute__((const)) sq(int x) { return x * x; }
void stop(void) __attribute__((noreturn));
extern int weak_one __attribute__((weak));
enum E2 { A __attribute__((deprecated)) = 1, B };
typedef int word __attribute__((may_alias));

struct __attribute__((packed)) P1 { char c; int i; short s; };
struct P2 { char c; int i; } __attribute__((packed));
struct __attribute__((__packed__, aligned(4))) P3 { char c; int i; };
struct D16 { char c; } __attribute__((aligned(16)));
struct Outer { P1 a; char t; double d; } __attribute__((packed));
struct Holder { char c; P2 b; };
union __attribute__((packed)) PU { char c; int i; };
struct __attribute__((unused)) Plain { char c; int i; };
struct Field { int a __attribute__((aligned(8))); char b; };

static_assert(sizeof(P1) == 7 && alignof(P1) == 1, "packed");
static_assert(offsetof(P1, i) == 1 && offsetof(P1, s) == 5, "packed offsets");
static_assert(sizeof(P2) == 5, "packed after the body");
static_assert(sizeof(P3) == 8 && alignof(P3) == 4 && offsetof(P3, i) == 1, "packed and aligned");
static_assert(sizeof(D16) == 16 && alignof(D16) == 16, "aligned after the body");
static_assert(sizeof(Outer) == 16 && offsetof(Outer, d) == 8, "nested packed");
static_assert(sizeof(Holder) == 6 && offsetof(Holder, b) == 1, "a packed member");
static_assert(sizeof(PU) == 4 && alignof(PU) == 1, "packed union");
static_assert(sizeof(Plain) == 8, "other attributes change nothing");

int restricted(int *__restrict__ a, int *__restrict b) { return *a + *b; }

int classify(int x) {
  int r = 0;
  switch (x) {
  case 1:
    r += 1;
    __attribute__((fallthrough));
  case 2:
    r += 10;
    break;
  default:
    break;
  }
  return r;
}

int run(int argc __attribute__((unused))) {
  __attribute__((unused)) int q = 1;
  int r __attribute__((unused)) = 2;
  int a = 1, b = 2;
  int *__restrict p = &a;
  __typeof__(a) w = 3;
  typeof(b) z = 4;
  __typeof(p) pp = p;
  P1 packed;
  packed.c = 1;
  packed.i = 0x12345678;
  packed.s = 7;
  printf("%d %d %d %d %d %d %d %d\n", f(q + r), restricted(&a, &b), w + z, *pp, sq(3),
         classify(1), B, packed.i + packed.s);
  return 0;
}
@meta run(0);
// CHECK: 4 3 7 1 9 11 2 305419903

__global__ void kernel(P1 *in, int *out) {
  out[0] = in->i;
  in->s = 3;
}
// IR-LABEL: define {{.*}} @_Z6kernelP2P1Pi(
// IR: getelementptr inbounds i8, ptr %{{.*}}, i64 1
// IR: load i32, ptr %{{.*}}, align 1
// IR: store i16 3, ptr %{{.*}}, align 1
