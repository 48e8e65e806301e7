// Reflection intrinsics: @enum_count(E), @enum_value(E, i), @enum_name(E, i)
// and @enum_name(e), @type_string(T) and its alias @type_name(T), as
// compile-time values (static_assert, meta printf) and as runtime constants
// (string literals and integer constants in the device code).
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=OUT --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/reflection-intrinsics.sm_70.ll
// RUN: %FileCheck %s --input-file %t/reflection-intrinsics.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS

enum class level_t : unsigned char { low = 2, mid, high = 40 };
enum plain_t { a0, a1 };
struct point { int x; };
typedef unsigned long long u64;

static_assert(@enum_count(level_t) == 3, "");
static_assert(@enum_count(plain_t) == 2, "");
static_assert((int)@enum_value(level_t, 0) == 2 && (int)@enum_value(level_t, 1) == 3 && (int)@enum_value(level_t, 2) == 40, "");
static_assert(@enum_value(level_t, 2) == level_t::high, "the value has the enum type");

@meta printf("%s %s %s\n", @enum_name(level_t, 0), @enum_name(level_t, 1), @enum_name(level_t, 2));
@meta printf("%s\n", @enum_name(level_t::mid));
@meta printf("[%s] [%s] [%s] [%s]\n", @type_string(level_t), @type_name(point), @type_string(const int*), @type_string(u64));
@meta printf("[%s] [%s]\n", @type_string(float[4]), @type_name(plain_t));

__global__ void k(const char** s, int* p) {
  s[0] = @enum_name(level_t, 2);
  s[1] = @type_string(point);
  p[0] = @enum_count(level_t);
  p[1] = (int)@enum_value(level_t, 2);
}

// OUT:low mid high
// OUT-NEXT:mid
// OUT-NEXT:[level_t] [point] [const int *] [unsigned long long]
// OUT-NEXT:[float[4]] [plain_t]

// CHECK-DAG: c"high\00"
// CHECK-DAG: c"point\00"
// CHECK-LABEL: define {{.*}}void @_Z1kPPKcPi(
// CHECK: store i32 3, ptr
// CHECK: store i32 40, ptr

#ifdef ERRORS
int e1 = @enum_count(point);               // expected-error {{'point' is not an enumeration type}}
const char* e2 = @enum_name(level_t, 3);   // expected-error {{enumerator index 3 is out of range for 'level_t' (3 enumerators)}}
level_t e3 = @enum_value(level_t, -1);     // expected-error {{enumerator index -1 is out of range for 'level_t' (3 enumerators)}}
const char* e4 = @enum_name((level_t)5);   // expected-error {{value 5 does not correspond to an enumerator of 'level_t'}}
int e5 = @no_such_intrinsic(1);            // expected-error {{unknown Circle intrinsic '@no_such_intrinsic'}}
int e6 = @enum_count();                    // expected-error {{'@enum_count' expects}}
__device__ const char* e7(level_t v) {
  return @enum_name(v);                    // expected-error {{expression is not an integral constant expression}} expected-note {{variable 'v' has no value at compile time}}
}
__device__ int e8(int i) {
  return (int)@enum_value(level_t, i);     // expected-error {{expression is not an integral constant expression}} expected-note {{variable 'i' has no value at compile time}}
}
#endif
