// Literal types and values: character literals (char, char16_t, char32_t,
// wchar_t), integer literals whose type follows their value and base
// (2147483648 is long; 0xFFFFFFFF is unsigned int), suffixes, floating
// literals (decimal exponent, hex float, float suffix), string literal
// arrays (u8 included), escapes, bool arithmetic; the same values lowered
// as device constants.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-literals.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-literals.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=STR --input-file %t/expr-literals.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics
static_assert(sizeof('a') == 1, "char literal");
static_assert(sizeof(u'a') == 2 && sizeof(U'a') == 4 && sizeof(L'a') == 4, "");
static_assert(sizeof(2147483647) == 4 && sizeof(2147483648) == 8, "decimal literal types");
static_assert(sizeof(0xFFFFFFFF) == 4 && 0xFFFFFFFF > 0, "hex literal fits unsigned int");
static_assert(sizeof(0x100000000) == 8, "");
static_assert(sizeof(1u) == 4 && sizeof(1ul) == 8 && sizeof(1ull) == 8 && sizeof(1.0f) == 4 && sizeof(1.0) == 8, "");
static_assert(-2147483648 < 0, "negated long");
static_assert(sizeof("abc") == 4, "string literal array");
static_assert('\x41' == 65 && '\n' == 10 && '\0' == 0 && '\'' == 39, "");
static_assert(1e3 == 1000.0 && 0x1p4 == 16.0 && .5f == 0.5f, "");
static_assert(true + true == 2 && sizeof(true) == 1, "");
static_assert(sizeof(u8"ab") == 3, "");

__global__ void k(long long* p, double* d, const char** s) {
  p[0] = 2147483648;
  p[1] = 0xFFFFFFFF;
  p[2] = -2147483648;
  p[3] = '\x7f' + u'\u00e9' + U'\U0001F600';
  d[0] = 0x1p-2;
  d[1] = 1e-3f;
  s[0] = "tab\there";
}

// CHECK-LABEL: define {{.*}}void @_Z1kPxPdPPKc(
// CHECK: store i64 2147483648,
// CHECK: store i64 4294967295,
// CHECK: store i64 -2147483648,
// CHECK: store i64 128872,
// CHECK: store double 2.500000e-01,
// CHECK: store double 0x3F50624DE0000000,
// STR: @.str = {{.*}}c"tab\09here\00"
