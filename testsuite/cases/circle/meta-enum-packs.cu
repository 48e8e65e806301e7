// Circle's enum packs: @enum_values(E) and @enum_names(E) are parameter
// packs with one element per enumerator, and `int...` is the index of the
// element being expanded. They expand wherever a pack does: call
// arguments, braced lists (arrays, std::initializer_list, deduced
// std::min({...})), template arguments, the four fold forms, Circle's
// expansion statement `expr...;` (at namespace scope under @meta, and in
// function bodies), in templates whose parameter is the enum, and with a
// meta loop's variable in nested @meta statements. Errors: a pack outside
// an expansion, `int...` outside one, a non-enum operand, packs of
// different lengths.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <algorithm>

enum class shape_t { circle, square = 5, triangle, hexagon = 10 };

#ifndef ERRORS
// The expansion statement at namespace scope.
@meta printf("%d: %s = %d\n", int..., @enum_names(shape_t), (int)@enum_values(shape_t))...;
// CHECK: 0: circle = 0
// CHECK-NEXT: 1: square = 5
// CHECK-NEXT: 2: triangle = 6
// CHECK-NEXT: 3: hexagon = 10

// Folds: unary left and right, binary with an init.
@meta printf("sum %d, and %d, or-init %d\n", (... + (int)@enum_values(shape_t)),
  ((@enum_values(shape_t) != shape_t::triangle) && ...),
  (0 | ... | (1 << (int)@enum_values(shape_t))));
// CHECK-NEXT: sum 21, and 0, or-init 1121

// Call arguments and template arguments.
template<int... vs> constexpr int count_v = sizeof...(vs);
template<shape_t... ss> struct shapes { static constexpr int n = sizeof...(ss); };
int sum4(int a, int b, int c, int d) { return a + b + c + d; }
static_assert(count_v<(int)@enum_values(shape_t)...> == 4, "");
static_assert(shapes<@enum_values(shape_t)...>::n == 4, "");
@meta printf("sum4 %d\n", sum4((int)@enum_values(shape_t)...));
// CHECK-NEXT: sum4 21
@meta printf("%s %s %s %s\n", @enum_names(shape_t)...);
// CHECK-NEXT: circle square triangle hexagon

// Braced lists: a deduced array bound, std::initializer_list, and a pack
// beside other elements.
const char* names[] { @enum_names(shape_t)... };
static_assert(sizeof(names) / sizeof(names[0]) == 4, "");
@meta printf("max %d, last %s\n", std::max({ (int)@enum_values(shape_t)... }), names[3]);
// CHECK-NEXT: max 10, last hexagon
int with_ends[] { -1, (int)@enum_values(shape_t)..., 99 };
static_assert(sizeof(with_ends) == 6 * sizeof(int), "");

// In a template: the element index picks the first match (Circle's
// find-first idiom).
template<typename enum_t>
constexpr int index_of(enum_t e) {
  return std::min({ e == @enum_values(enum_t) ? int... : @enum_count(enum_t)... });
}
static_assert(index_of(shape_t::triangle) == 2, "");

template<typename enum_t>
void print_enum() {
  printf("%s:", @type_string(enum_t));
  printf(" %s", @enum_names(enum_t))...;
  printf("\n");
}

// A meta loop variable inside nested @meta statements, beside a pack.
void loops() {
  @meta for(int i = 0; i < @enum_count(shape_t); ++i) {
    @meta for(int j = 0; j < 2; ++j) {
      @meta printf("%s/%d:", @enum_name(shape_t, i), j);
      @meta printf(" %d", (int)@enum_values(shape_t) * (i + j))...;
      @meta printf("\n");
    }
  }
}
// CHECK-NEXT: circle/0: 0 0 0 0
// CHECK-NEXT: circle/1: 0 5 6 10
// CHECK-NEXT: square/0: 0 5 6 10
// CHECK-NEXT: square/1: 0 10 12 20
// CHECK-NEXT: triangle/0: 0 10 12 20
// CHECK-NEXT: triangle/1: 0 15 18 30
// CHECK-NEXT: hexagon/0: 0 15 18 30
// CHECK-NEXT: hexagon/1: 0 20 24 40

int main() {
  print_enum<shape_t>();
  // An expansion statement in a function body.
  printf("[%d]", (int)@enum_values(shape_t) * 2)...;
  printf("\n");
  return 0;
}
@meta main();
// CHECK-NEXT: shape_t: circle square triangle hexagon
// CHECK-NEXT: [0][10][12][20]
#else
struct S { int x; };
void errors() {
  int a = (int)@enum_values(shape_t);     // expected-error {{'@enum_values' is a parameter pack and must be expanded with '...'}}
  int b = int...;                         // expected-error {{'int...' is only valid inside a pack expansion}}
  printf("%s\n", @enum_names(S))...;      // expected-error {{'S' is not an enumeration type}}
  printf("%s\n", @enum_names(5))...;      // expected-error {{'int' is not an enumeration type}}
  printf("%d\n", @enum_values())...;      // expected-error {{'@enum_values' expects an enumeration type}}
  printf("%d %s\n", (int)@enum_values(shape_t), @member_names(S))...; // expected-error {{pack expansion contains parameter packs that have different lengths}}
  printf("%d\n", int...)...;              // expected-error {{pack expansion does not contain any unexpanded parameter packs}}
}
#endif
