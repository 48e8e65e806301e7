// `@meta` declarations and statements: meta objects are initialized and
// updated at compile time (`@meta int x = ...; @meta x += ...;`), in order,
// at namespace and block scope; their values are usable in static_assert,
// in array bounds and, as constants, in runtime code. Meta objects reach no
// module: no global or alloca for them in the IR.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/meta-decls-stmts.sm_70.ll
// RUN: %FileCheck %s --input-file %t/meta-decls-stmts.gfx1100.ll
// RUN: ! grep -E 'counter|local_meta|ratio' %t/meta-decls-stmts.sm_70.ll %t/meta-decls-stmts.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

@meta int counter = 10;
@meta counter += 5;
@meta counter *= 3;                          // 45
static_assert(counter == 45, "namespace-scope meta statements ran in order");

@meta int table_size = counter / 9;          // 5
__device__ int table[table_size];
static_assert(sizeof(table) == 20, "meta value as an array bound");

@meta double ratio = 0.25;
@meta ratio *= 8;

__global__ void k(int* p, double* d) {
  @meta int local_meta = counter + 1;        // 46
  @meta local_meta <<= 1;                    // 92
  @meta for(int i = 0; i < 3; ++i)
    @meta local_meta += i;                   // 95
  static_assert(local_meta == 95, "block-scope meta statements");
  p[0] = local_meta;
  p[1] = counter;
  d[0] = ratio;
}

// CHECK: @table = {{.*}}addrspace(1) {{.*}}[5 x i32]
// CHECK-LABEL: define {{.*}}void @_Z1kPiPd(
// CHECK: store i32 95, ptr
// CHECK: store i32 45, ptr
// CHECK: store double 2.000000e+00, ptr
