// `@meta for enum(E e : E)` iterates over the enumerators in declaration
// order, with explicit and implicit values; as the body of a switch it
// injects one `case e:` label per enumerator (with @enum_name(e) as a
// string constant), so the switch has exactly those case values.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/meta-for-enum-case.sm_70.ll
// RUN: %FileCheck %s --input-file %t/meta-for-enum-case.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

enum class shape_t : short { circle, square, triangle = 7, hexagon };

__device__ const char* name_of(shape_t s) {
  switch(s) {
    @meta for enum(shape_t e : shape_t)
      case e:
        return @enum_name(e);
    default:
      return "<unknown>";
  }
}

__device__ int sum_values() {
  int s = 0;
  @meta for enum(shape_t e : shape_t)
    s = s * 100 + (int)e;
  return s;                                    // 0, 1, 7, 8 -> 10708
}

__global__ void k(const char** out, int* p) {
  out[0] = name_of((shape_t)p[0]);
  p[1] = sum_values();
}

// CHECK-DAG: c"circle\00"
// CHECK-DAG: c"square\00"
// CHECK-DAG: c"triangle\00"
// CHECK-DAG: c"hexagon\00"
// CHECK-DAG: c"<unknown>\00"
// CHECK-LABEL: define {{.*}}ptr @_Z7name_of7shape_t(i16
// CHECK: switch i16 %{{[0-9]+}}, label %{{[a-z._0-9]+}} [
// CHECK-NEXT: i16 0, label
// CHECK-NEXT: i16 1, label
// CHECK-NEXT: i16 7, label
// CHECK-NEXT: i16 8, label
// CHECK-NEXT: ]
// CHECK-LABEL: define {{.*}}i32 @_Z10sum_valuesv(
// CHECK: mul i32 %{{[0-9]+}}, 100
// CHECK-NEXT: add i32 %{{[0-9]+}}, 0
// CHECK: mul i32 %{{[0-9]+}}, 100
// CHECK-NEXT: add i32 %{{[0-9]+}}, 1
// CHECK: mul i32 %{{[0-9]+}}, 100
// CHECK-NEXT: add i32 %{{[0-9]+}}, 7
// CHECK: mul i32 %{{[0-9]+}}, 100
// CHECK-NEXT: add i32 %{{[0-9]+}}, 8
// CHECK-NOT: mul
// CHECK: ret i32
