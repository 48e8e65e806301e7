// Floating-point semantics agree between compile time and the device: float
// arithmetic rounds to float at every step (not carried in double), int and
// unsigned conversions round/truncate as C++ says, double overflow gives
// infinity, underflow on conversion to float gives 0.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/semantics-float-meta-vs-device.sm_70.ll
// RUN: %FileCheck %s --input-file %t/semantics-float-meta-vs-device.gfx1100.ll
// RUN: %circle-rs validate %t
float f1() { float f = 0.1f; for (int i = 0; i < 10; ++i) f += 0.1f; return f; }
float f2() { float a = 16777216.0f; a += 1.0f; return a; }
double f3() { float x = 1.0f / 3.0f; return x; }
int f4() { float big = 3e9f; unsigned u = (unsigned)big; return (int)(u / 1000); }
float f5() { int i = 16777217; return (float)i; }
double f6() { return 1e308 * 10.0 > 1e308; }
float f7() { return (float)1e-50; }
@meta printf("%.9g %.9g %.17g %d %.9g %g %g\n", f1(), f2(), f3(), f4(), f5(), f6(), f7());
__global__ void k(float* p, double* d, int* i) { p[0] = f1(); p[1] = f2(); d[0] = f3(); i[0] = f4(); p[2] = f5(); d[1] = f6(); p[3] = f7(); }

// META:1.10000014 16777216 0.3333333432674408 3000000 16777216 1 0
// CHECK-LABEL: define {{.*}}void @_Z1kPfPdPi(
// CHECK-DAG: store float 0x3FF19999C0000000,
// CHECK-DAG: store float 0x4170000000000000,
// CHECK-DAG: store double 0x3FD5555560000000,
// CHECK-DAG: store i32 3000000,
// CHECK-DAG: store double 1.000000e+00,
// CHECK-DAG: store float 0.000000e+00,
// CHECK: ret void
