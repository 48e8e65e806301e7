// Twenty small programs over the C-like slice (do/while with continue, comma
// in for, wrapping unsigned char and signed char, sign extension into
// unsigned, int/unsigned division, 64-bit shifts and hex/octal/binary
// literals with digit separators, struct copy and assignment, nested brace
// initialization with zero fill, switch over enum class, goto out of nested
// loops and backwards, string literal escapes, float/double/int
// conversions, references, comma sequencing, C++17 assignment sequencing,
// narrowing to int, bool arithmetic, pointer loops), each run twice: by the
// meta interpreter (values printed at compile time) and on the device
// (folded at -O2). Both must give the values C++ defines.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/semantics-meta-vs-device.sm_70.ll
// RUN: %FileCheck %s --input-file %t/semantics-meta-vs-device.gfx1100.ll
// RUN: %circle-rs validate %t
struct pt { int x; int y[2]; };
enum class col : unsigned char { r = 1, g = 2, b = 250 };
long long t1() { int i = 0, n = 0; do { ++i; if (i < 3) continue; n += 10; } while (i < 5); return n * 100 + i; }
long long t2() { int s = 0; for (int i = 0, j = 10; i < j; ++i, --j) s += j - i; return s; }
long long t3() { unsigned char uc = 200; uc += 100; signed char sc = 127; sc++; return uc * 1000 + sc; }
long long t4() { short s = -1; unsigned u = s; return u; }
long long t5() { return -7 / 2u; }
long long t6() { return (1LL << 40) + (0x10 + 010 + 0b11 + 1'000); }
long long t7() { pt a = { 1, { 2, 3 } }; pt b = a; b.y[1] = 9; a = b; return a.x * 100 + a.y[0] * 10 + a.y[1]; }
long long t8() { pt arr[2] = { { 1, { 2, 3 } }, { 4 } }; return arr[1].x * 1000 + arr[1].y[1] * 100 + arr[0].y[1]; }
long long t9() { col c = col::b; switch (c) { case col::r: return 1; case col::b: return (int)c; default: return 0; } }
long long t10() { int s = 0; for (int i = 0; i < 3; ++i) for (int j = 0; j < 3; ++j) { if (j == 2) goto next; s += 1; next: ; } return s; }
long long t11() { int i = 0; outer: if (i < 3) { for (;;) { ++i; goto outer; } } return i; }
long long t12() { const char* s = "ab\n\x41\101"; return s[0] + s[2] * 10 + s[3] * 100 + s[4] * 10000; }
long long t13() { double d = 3.99; int i = d; float f = 16777217; return i * 100000000LL + (long long)f; }
long long t14() { unsigned u = 5; int i = -3; return (u + i) + (i < (int)u) * 1000; }
long long t15() { int a = 5; int& r = a; r += 2; int* p = &r; *p *= 3; return a; }
long long t16() { int x = 0; int y = (x++, x++, x); return y * 10 + x; }
long long t17() { int v = 7; v = v++ + 1; return v; }
long long t18() { long long big = 4000000000LL; int trunc = (int)big; return trunc; }
long long t19() { bool b = 5; b += 1; return b + (bool)0.5 * 10; }
long long t20() { int a[3] = { 1, 2, 3 }; int s = 0; for (int* p = a; p != a + 3; ++p) s = s * 10 + *p; return s; }
#define ALL(X) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20)
#define META(n) @meta long long m##n = t##n(); @meta printf("t%d = %lld\n", n, m##n);
ALL(META)
#define DEV(n) p[n] = t##n();
__global__ void k(long long* p) { ALL(DEV) }

// META:t1 = 3005
// META-NEXT:t2 = 30
// META-NEXT:t3 = 43872
// META-NEXT:t4 = 4294967295
// META-NEXT:t5 = 2147483644
// META-NEXT:t6 = 1099511628803
// META-NEXT:t7 = 129
// META-NEXT:t8 = 4003
// META-NEXT:t9 = 250
// META-NEXT:t10 = 6
// META-NEXT:t11 = 3
// META-NEXT:t12 = 656697
// META-NEXT:t13 = 316777216
// META-NEXT:t14 = 1002
// META-NEXT:t15 = 21
// META-NEXT:t16 = 22
// META-NEXT:t17 = 8
// META-NEXT:t18 = -294967296
// META-NEXT:t19 = 11
// META-NEXT:t20 = 123

// CHECK-LABEL: define {{.*}}void @_Z1kPx(
// CHECK-DAG: i64 3005
// CHECK-DAG: i64 30{{[],> ]}}
// CHECK-DAG: i64 43872
// CHECK-DAG: i64 4294967295
// CHECK-DAG: i64 2147483644
// CHECK-DAG: i64 1099511628803
// CHECK-DAG: i64 129
// CHECK-DAG: i64 4003
// CHECK-DAG: i64 250
// CHECK-DAG: i64 6{{[],> ]}}
// CHECK-DAG: i64 3{{[],> ]}}
// CHECK-DAG: i64 656697
// CHECK-DAG: i64 316777216
// CHECK-DAG: i64 1002
// CHECK-DAG: i64 21{{[],> ]}}
// CHECK-DAG: i64 22{{[],> ]}}
// CHECK-DAG: i64 8{{[],> ]}}
// CHECK-DAG: i64 -294967296
// CHECK-DAG: i64 11{{[],> ]}}
// CHECK-DAG: i64 123{{[],> ]}}
// CHECK: ret void
