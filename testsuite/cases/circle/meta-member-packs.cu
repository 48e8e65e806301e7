// Circle's member packs: @member_names(T), @member_types(T),
// @member_ptrs(T), @member_offsets(T), @member_type_strings(T) and
// @member_decl_strings(T) have one element per non-static data member of
// class T; @member_values(obj) (also written obj.@member_values()) is the
// pack of obj's member lvalues. Ordinary expressions containing them are
// patterns (`f(@member_values(x))...`, `(... + @member_values(x))`), in
// call arguments, braced lists, template arguments (std::tuple of the
// member types) and folds, at compile time, in templates, and in device
// code. Errors: a pack outside an expansion, a non-class operand, a type
// where @member_values needs an object, a type pack used as a value.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs %s -sm_70 -O2 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=IR --input-file %t/meta-member-packs.sm_70.ll
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <tuple>
#include <type_traits>

struct record_t {
  int id;
  double weight;
  const char* name;
  char tag[4];
};

#ifndef ERRORS
@meta printf("%d: %-16s %-12s at %zu\n", int..., @member_decl_strings(record_t),
  @member_type_strings(record_t), @member_offsets(record_t))...;
// CHECK: 0: int id           int          at 0
// CHECK-NEXT: 1: double weight    double       at 8
// CHECK-NEXT: 2: const char *name const char * at 16
// CHECK-NEXT: 3: char tag[4]      char[4]      at 24

// Types: template arguments, sizeof, traits in a fold.
using tuple_t = std::tuple<@member_types(record_t)...>;
static_assert(std::tuple_size<tuple_t>::value == 4, "");
static_assert(std::is_same_v<std::tuple_element_t<2, tuple_t>, const char*>, "");
static_assert((... + sizeof(@member_types(record_t))) == 4 + 8 + 8 + 4, "");
static_assert((... || std::is_floating_point_v<@member_types(record_t)>), "");
static_assert(!(... && std::is_arithmetic_v<@member_types(record_t)>), "");

// Pointers to members, applied to an object.
@meta record_t r { 7, 2.5, "seven", "abc" };
@meta printf("%d: %zu\n", int..., sizeof(r.*@member_ptrs(record_t)))...;
// CHECK-NEXT: 0: 4
// CHECK-NEXT: 1: 8
// CHECK-NEXT: 2: 8
// CHECK-NEXT: 3: 4
@meta printf("%s\n", r.*@member_ptr(record_t, 2));
// CHECK-NEXT: seven

struct vec3 { float x, y, z; };
float dot(const vec3& a, const vec3& b) {
  return (... + (@member_values(a) * @member_values(b)));
}
float sum3(float a, float b, float c) { return a + b + c; }

template<typename T>
void print_object(const T& obj) {
  printf("%s {", @type_string(T));
  printf(" %s=%g", @member_names(T), (double)obj.@member_values())...;
  printf(" }\n");
}

// Copy through a braced list: an aggregate from another's members.
struct dvec3 { double x, y, z; };
dvec3 widen(const vec3& v) { return dvec3 { @member_values(v)... }; }

// Member-wise assignment, as Circle's AoS-to-SoA example does.
void scale(vec3& v, float s) { @member_values(v) *= s ...; }

int main() {
  vec3 a { 1, 2, 3 }, b { 4, 5, 6 };
  printf("dot %g sum %g\n", dot(a, b), sum3(@member_values(a)...));
  print_object(a);
  dvec3 d = widen(b);
  print_object(d);
  scale(a, 10);
  print_object(a);
  auto t = std::make_tuple(@member_values(b)...);
  printf("tuple %g\n", std::get<2>(t));
  vec3 c { };
  ((c.*@member_ptrs(vec3) = b.*@member_ptrs(vec3)), ...);
  print_object(c);
  return 0;
}
@meta main();
// CHECK-NEXT: dot 32 sum 6
// CHECK-NEXT: vec3 { x=1 y=2 z=3 }
// CHECK-NEXT: dvec3 { x=4 y=5 z=6 }
// CHECK-NEXT: vec3 { x=10 y=20 z=30 }
// CHECK-NEXT: tuple 6
// CHECK-NEXT: vec3 { x=4 y=5 z=6 }

// Device code: the fold is three multiplies and two adds, left to right.
__device__ float dev_dot(const vec3& a, const vec3& b) {
  return (... + (@member_values(a) * @member_values(b)));
}
__global__ void k(const vec3* a, const vec3* b, float* out) { out[0] = dev_dot(a[0], b[0]); }
// IR-LABEL: define ptx_kernel void @_Z1kPK4vec3S1_Pf(
// IR: fmul
// IR: fmul
// IR: fadd
// IR: fmul
// IR: fadd
// IR-NEXT: store float
#else
void errors(record_t r) {
  auto n = @member_names(record_t);         // expected-error {{'@member_names' is a parameter pack and must be expanded with '...'}}
  printf("%s\n", @member_names(int))...;    // expected-error {{member reference base type 'int' is not a structure or union}}
  printf("%d\n", @member_values(record_t))...; // expected-error {{'@member_values' expects an object of struct type}}
  printf("%d\n", @member_types(record_t))...;  // expected-error {{'@member_types' yields a type, not a value}}
  int x = 0;
  printf("%d\n", @member_values(x))...;     // expected-error {{member reference base type 'int' is not a structure or union}}
}
#endif
