// Builtin functions in constant expressions (static_assert, template
// arguments, array bounds, constexpr functions), where clang++-19
// folds them too.
// RUN: %circle-rs -fsyntax-only -verify %s
// expected-no-diagnostics
template<int N> struct K { static constexpr int v = N; };
static_assert(__builtin_clz(1) == 31 && K<__builtin_popcount(7)>::v == 3, "");
static_assert(__builtin_strlen("abc") == 3 && __builtin_strcmp("a", "b") < 0, "");
constexpr int f() { int a[2] = {1, 2}, b[2] = {}; __builtin_memcpy(b, a, sizeof a); return b[1]; }
static_assert(f() == 2, "");
static_assert(__builtin_isnan(__builtin_nan("")) && __builtin_fabs(-2.0) == 2.0, "");
constexpr bool ovf() { int r = 0; return __builtin_mul_overflow(65536, 65536, &r) && r == 0; }
static_assert(ovf(), "");
static_assert(__builtin_bswap32(0x01020304u) == 0x04030201u, "");
int arr[__builtin_ffs(8)];
static_assert(sizeof(arr) == 16, "");
