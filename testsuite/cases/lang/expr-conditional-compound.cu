// The conditional operator converts its operands to their common type
// (int and float -> float, int and double -> double) and evaluates only the
// chosen operand (a branch and a phi at -O0); compound assignments and
// increments on floats convert the right operand to the left's type and
// store back; pointer compound assignment and logical operators on
// pointers (compared with null).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/expr-conditional-compound.sm_70.ll
// RUN: %FileCheck %s --input-file %t/expr-conditional-compound.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

__device__ double cond_mixed(int c, int i, float f) { return c ? i : f; }
__device__ double cond_double(int c) { return (c > 0 ? 1.5 : 2) * 2; }
__device__ void float_compound(float* f, int n) { f[0] += 2; f[1]++; --f[2]; f[3] *= n; }
__device__ int* ptr_compound(int* q) { q += 3; q -= 1; return q; }
__device__ bool ptr_logic(int* p, int* q) { return !p && q; }

// CHECK-LABEL: define {{.*}}double @_Z10cond_mixediif(
// CHECK: br i1 %{{[0-9]+}}, label %[[T:cond.true[0-9]*]], label %[[F:cond.false[0-9]*]]
// CHECK: [[T]]:
// CHECK: sitofp i32 %{{[0-9]+}} to float
// CHECK: [[F]]:
// CHECK: phi float
// CHECK: fpext float %{{[0-9]+}} to double
// CHECK-LABEL: define {{.*}}double @_Z11cond_doublei(
// CHECK: phi double [ 1.500000e+00, %{{[a-z.0-9]+}} ], [ 2.000000e+00, %{{[a-z.0-9]+}} ]
// CHECK: fmul contract double %{{[0-9]+}}, 2.000000e+00
// CHECK-LABEL: define {{.*}}void @_Z14float_compoundPfi(
// CHECK: fadd contract float %{{[0-9]+}}, 2.000000e+00
// CHECK: fadd contract float %{{[0-9]+}}, 1.000000e+00
// CHECK: fsub contract float %{{[0-9]+}}, 1.000000e+00
// CHECK: sitofp i32 %{{[0-9]+}} to float
// CHECK: fmul contract float
// CHECK-LABEL: define {{.*}}ptr @_Z12ptr_compoundPi(
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 3
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 -1
// CHECK-LABEL: define {{.*}}i1 @_Z9ptr_logicPiS_(
// CHECK: icmp ne ptr %{{[0-9]+}}, null
// CHECK: xor i1 %{{[0-9]+}}, true
// CHECK: icmp ne ptr %{{[0-9]+}}, null
// CHECK: phi i1 [ false,
