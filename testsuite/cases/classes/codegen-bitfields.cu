// Bit-fields in device code, also in a base class: reads shift and mask
// (sign-extending signed fields), writes read, replace the bits and write
// back the storage bytes sema laid out (a 20-bit field spanning three bytes),
// compound assignment and increments are read-modify-writes, and aggregate
// initialization writes each field. The kernel folds to clang's constants.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-bitfields.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-bitfields.gfx1100.ll
// RUN: %circle-rs validate %t

struct flags_t { unsigned a : 3; int b : 5; bool c : 1; unsigned d : 20; };
struct pk_t : flags_t { short s; };
__global__ void k(int* out) {
  flags_t f = {5, -3, true, 1000};
  f.a += 1;
  f.b--;
  ++f.d;
  pk_t p;
  p.a = 7; p.b = 15; p.c = false; p.d = 3; p.s = 9;
  out[0] = f.a * 1000000 + (f.b + 100) * 10000 + f.c * 1000 + (int)f.d;   // 6*1e6 + 96*1e4 + 1000 + 1001
  out[1] = p.a + p.b + p.c + p.d + p.s + (int)sizeof(flags_t);            // 7+15+0+3+9+4
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK: store i32 6962001, ptr {{(addrspace\(1\) )?}}%out
// CHECK: store i32 38, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
