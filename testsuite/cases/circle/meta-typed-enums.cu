// Circle's typed enums: `enum typename [class] E { T, name = T, ... }`
// gives each enumerator (valued 0, 1, ...; unnamed ones are _0, _1, ...)
// an associated type. @enum_type(E, i) / @enum_type(e) name it wherever a
// type may appear; @enum_type_string and @enum_decl_string spell it; the
// packs @enum_types(E), @enum_type_strings(E) and @enum_decl_strings(E)
// expand like any pack, including in folds over type traits (Circle's
// type-list queries) and in template argument lists. Errors: a plain enum
// given to the typed-enum intrinsics, an index out of range, a type used
// as a value.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <algorithm>
#include <tuple>
#include <type_traits>

enum typename class shapes_t { int, name = double*, char[5] };
enum typename typelist_t { int, double, char[4], double(double), float, void*, };

#ifndef ERRORS
@meta printf("%s: %s / %s / %d\n", @enum_names(shapes_t), @enum_type_strings(shapes_t),
  @enum_decl_strings(shapes_t), (int)@enum_values(shapes_t))...;
// CHECK: _0: int / int _0 / 0
// CHECK-NEXT: name: double * / double *name / 1
// CHECK-NEXT: _2: char[5] / char _2[5] / 2

// The associated type as a type-specifier, by index and by value.
@enum_type(shapes_t, 1) p = nullptr;
static_assert(std::is_same_v<decltype(p), double*>, "");
static_assert(sizeof(@enum_type(shapes_t::_2)) == 5, "");
@meta for enum(auto e : typelist_t)
  @meta printf("%s=%s ", @enum_name(e), @enum_type_string(e));
@meta printf("\n");
// CHECK-NEXT: _0=int _1=double _2=char[4] _3=double (double) _4=float _5=void * {{$}}

// A meta loop over the indices, with nested meta statements.
@meta for(int i = 0; i < @enum_count(shapes_t); ++i) {
  @meta printf("%d %zu\n", i, sizeof(@enum_type(shapes_t, i)));
}
// CHECK-NEXT: 0 4
// CHECK-NEXT: 1 8
// CHECK-NEXT: 2 5

// Type-list queries with folds (Circle's reflection README).
template<typename type_t, typename list_t>
constexpr bool is_type_in_list_v = (... || std::is_same_v<type_t, @enum_types(list_t)>);
template<typename type_t, typename list_t>
constexpr size_t occurrences_v = (... + (size_t)std::is_same_v<type_t, @enum_types(list_t)>);
template<typename list_t>
constexpr bool is_unique_list = (... && (1 == occurrences_v<@enum_types(list_t), list_t>));
template<template<typename> class trait_t, typename list_t>
constexpr bool any_trait_v = (... || trait_t<@enum_types(list_t)>::value);
template<template<typename> class trait_t, typename list_t>
constexpr bool all_trait_v = (... && trait_t<@enum_types(list_t)>::value);
template<typename type_t, typename list_t>
constexpr size_t find_first_v = std::min({
  std::is_same_v<type_t, @enum_types(list_t)> ? int... : @enum_count(list_t)...
});
static_assert(!is_type_in_list_v<char*, typelist_t>, "");
static_assert(is_type_in_list_v<float, typelist_t>, "");
static_assert(occurrences_v<double, typelist_t> == 1, "");
static_assert(is_unique_list<typelist_t>, "");
static_assert(any_trait_v<std::is_function, typelist_t>, "");
static_assert(!all_trait_v<std::is_fundamental, typelist_t>, "");
@meta printf("first char[4] %zu, bool %zu\n", find_first_v<char[4], typelist_t>,
  find_first_v<bool, typelist_t>);
// CHECK-NEXT: first char[4] 2, bool 6

// Template arguments: a tuple of the associated types.
using tuple_t = std::tuple<@enum_types(shapes_t)...>;
static_assert(std::tuple_size_v<tuple_t> == 3, "");
static_assert(std::is_same_v<std::tuple_element_t<2, tuple_t>, char[5]>, "");

template<typename list_t>
void print_types() {
  printf("%s:", @type_string(list_t));
  printf(" %s", @type_string(@enum_types(list_t)))...;
  printf("\n");
}
int main() { print_types<typelist_t>(); return 0; }
@meta main();
// CHECK-NEXT: typelist_t: int double char[4] double (double) float void *
#else
enum class plain_t { a, b };
void errors() {
  printf("%s\n", @enum_type_strings(plain_t))...;   // expected-error {{'@enum_type_strings' needs a typed enum ('enum typename'); 'plain_t' is not one}}
  @enum_type(plain_t, 0) x;                         // expected-error {{'@enum_type' needs a typed enum ('enum typename'); 'plain_t' is not one}}
  @enum_type(shapes_t, 3) y;                        // expected-error {{enumerator index 3 is out of range for 'shapes_t' (3 enumerators)}}
  int z = @enum_type(shapes_t, 0);                  // expected-error {{'@enum_type' yields a type, not a value}}
  int w = sizeof(@enum_types(shapes_t));            // expected-error {{'@enum_types' is a parameter pack and must be expanded with '...'}}
}
#endif
