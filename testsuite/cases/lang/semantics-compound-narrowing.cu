// Compound assignments compute in the promoted/common type and convert back
// to the left operand's type (short and char wrap modulo 2^N, bool
// normalizes, float products truncate into int), shifts of signed and
// unsigned left operands: the same values at compile time and on the device.
// RUN: %circle-rs %s -sm_70 -gfx90a -O2 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/semantics-compound-narrowing.sm_70.ll
// RUN: %FileCheck %s --input-file %t/semantics-compound-narrowing.gfx90a.ll
// RUN: %circle-rs validate %t
int t1() { short s = 30000; s += 30000; return s; }
int t2() { unsigned char c = 250; c *= 2; return c; }
int t3() { char c = 'a'; c -= 200; return c; }
int t4() { unsigned u = 1; u <<= 31; u >>= 30; return (int)u; }
int t5() { int i = -1; i >>= 1; unsigned v = 0x80000000u; v >>= 31; return i * 10 + (int)v; }
long long t6() { int i = 7; long long l = 3; l /= i; l += i % 3; return l; }
int t7() { bool b = false; b |= 2; b &= 1; return b; }
int t8() { float f = 2.5f; int i = 7; i *= f; return i; }
@meta printf("%d %d %d %d %d %lld %d %d\n", t1(), t2(), t3(), t4(), t5(), t6(), t7(), t8());
__global__ void k(long long* p) { p[0]=t1(); p[1]=t2(); p[2]=t3(); p[3]=t4(); p[4]=t5(); p[5]=t6(); p[6]=t7(); p[7]=t8(); }

// META:-5536 244 -103 2 -9 1 1 17
// CHECK-LABEL: define {{.*}}void @_Z1kPx(
// CHECK-DAG: i64 -5536
// CHECK-DAG: i64 244
// CHECK-DAG: i64 -103
// CHECK-DAG: i64 2{{[],> ]}}
// CHECK-DAG: i64 -9
// CHECK-DAG: i64 1{{[],> ]}}
// CHECK-DAG: i64 17
// CHECK: ret void
