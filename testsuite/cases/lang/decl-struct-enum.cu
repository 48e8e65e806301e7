// struct with data members (layout, member access by index), `enum` and
// `enum class` with explicit values and underlying types, `typedef` and
// `using` aliases, `namespace` blocks, `static_assert` at namespace, block
// and struct-adjacent scope.
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/decl-struct-enum.sm_70.ll
// RUN: %FileCheck %s --input-file %t/decl-struct-enum.gfx90a.ll
// RUN: %FileCheck %s --check-prefix=NS --input-file %t/decl-struct-enum.sm_70.ll
// RUN: %FileCheck %s --check-prefix=NS --input-file %t/decl-struct-enum.gfx90a.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

struct vec3 { char tag; int x; double y; short z; };
static_assert(sizeof(vec3) == 24, "char, pad, int, double, short, pad");
static_assert(alignof(vec3) == 8, "aligned as double");

enum color { red = 3, green, blue = 10 };
static_assert(green == 4 && blue == 10, "explicit and implicit values");
enum class small : unsigned char { a = 1, b = 200 };
static_assert(sizeof(small) == 1, "underlying unsigned char");
enum class wide : long long { big = 5000000000LL };
static_assert(sizeof(wide) == 8, "underlying long long");

typedef int myint;
using real = float;
typedef vec3* vec3_ptr;

namespace outer {
  namespace inner { __device__ int scale(int v) { return v * 6; } }
  __device__ myint twice(myint v) { return inner::scale(v) / 3; }
}

__global__ void k(vec3_ptr v, real* r, int* out) {
  static_assert(sizeof(myint) == 4, "block scope");
  v->x = (int)v->z + red;
  v->y = v->tag;
  r[0] = (real)(int)small::b;
  out[0] = outer::twice(green) + (int)(long long)wide::big;
}

// CHECK: %struct.vec3 = type { i8, i32, double, i16 }
// CHECK-LABEL: define {{.*}}void @_Z1kP4vec3PfPi(
// CHECK: getelementptr inbounds %struct.vec3, ptr %{{[0-9]+}}, i32 0, i32 3
// CHECK: sext i16 %{{[0-9]+}} to i32
// CHECK: add i32 %{{[0-9]+}}, 3
// CHECK: getelementptr inbounds %struct.vec3, ptr %{{[0-9]+}}, i32 0, i32 1
// CHECK: getelementptr inbounds %struct.vec3, ptr %{{[0-9]+}}, i32 0, i32 0
// CHECK: sitofp i8 %{{[0-9]+}} to double
// CHECK: getelementptr inbounds %struct.vec3, ptr %{{[0-9]+}}, i32 0, i32 2
// CHECK: store float 2.000000e+02,
// CHECK: call i32 @_ZN5outer5twiceEi(i32 4)
// CHECK: add i32 %{{[0-9]+}}, 705032704
// NS-LABEL: define {{.*}}i32 @_ZN5outer5inner5scaleEi(
// NS: mul i32 %{{[0-9]+}}, 6
// NS-LABEL: define {{.*}}i32 @_ZN5outer5twiceEi(
// NS: call i32 @_ZN5outer5inner5scaleEi(
