// GNU `aligned` on typedefs makes a variant of the type with the same
// size and the written alignment, which may be lower than the natural
// one (only a typedef can lower it, as GCC and clang agree); `aligned`
// without an argument is x86-64's biggest alignment, 16, which clang gives
// CUDA and HIP device compilations too, so host and device layouts agree.
// `packed` on a bit-field gives it alignment 1 and lets it straddle its
// type's storage unit. An array of an over-aligned typedef whose size is
// not a multiple of its alignment is clang's error. Oracle
// cstyle/013-aligned-typedefs-packed-bitfields checks the layouts and
// values against g++-12.
// RUN: %circle-rs -verify -fsyntax-only %s
// RUN: %circle-rs -verify -fsyntax-only -sm_70 -gfx1100 %s

typedef int aint __attribute__((aligned(16)));
typedef int lint __attribute__((aligned(1)));
typedef const short cshort8 __attribute__((aligned(8)));
typedef double dmax __attribute__((aligned));
typedef aint aint_again;
typedef char c16 __attribute__((__aligned__(16)));

struct S { char c; aint x; };
static_assert(sizeof(aint) == 4 && alignof(aint) == 16, "");
static_assert(sizeof(S) == 32 && alignof(S) == 16, "");
static_assert(alignof(aint_again) == 16 && alignof(const aint) == 16, "");
struct L { char c; lint x; short s; };
static_assert(alignof(lint) == 1 && sizeof(L) == 8 && __builtin_offsetof(L, s) == 6, "");
struct M { char c; cshort8 s; };
static_assert(sizeof(M) == 16 && alignof(cshort8) == 8, "");
static_assert(alignof(dmax) == 16 && sizeof(dmax) == 8, "");
struct Y { char c; int x __attribute__((aligned)); };
static_assert(sizeof(Y) == 32 && __builtin_offsetof(Y, x) == 16, "");
struct __attribute__((aligned)) E { char c; };
static_assert(alignof(E) == 16 && sizeof(E) == 16, "");
struct K { c16 a; char b; };
static_assert(sizeof(K) == 16 && alignof(K) == 16 && __builtin_offsetof(K, b) == 1, "");

// Bit-fields: packed ones take alignment 1 and may straddle units.
struct P { char c; int x : 5 __attribute__((packed)); int y : 7; };
static_assert(sizeof(P) == 4 && alignof(P) == 4, "");
struct U { char a; int b : 3 __attribute__((packed)); char d; };
static_assert(sizeof(U) == 3 && alignof(U) == 1, "");
struct V { short s; long long x : 33 __attribute__((packed)); char e; };
static_assert(sizeof(V) == 8 && alignof(V) == 2, "");
struct T { char c; int a : 30 __attribute__((packed)); int b : 30 __attribute__((packed)); char d; };
static_assert(sizeof(T) == 10 && alignof(T) == 1, "");
struct __attribute__((packed)) Q { char c; int x : 13; short s : 3; long long z : 40; };
static_assert(sizeof(Q) == 8 && alignof(Q) == 1, "");

int f() {
  aint a = 3;
  static_assert(__alignof__(a) == 16, "");
  return a;
}

aint bad[2];        // expected-error {{size of array element of type 'int' (4 bytes) isn't a multiple of its alignment (16 bytes)}}
void g() {
  lint ok[4];       // a lowered alignment divides any size
  aint_again b[1];  // expected-error {{isn't a multiple of its alignment (16 bytes)}}
  (void)ok;
}
typedef int odd __attribute__((aligned(3))); // expected-error {{requested alignment is not a power of 2}}
