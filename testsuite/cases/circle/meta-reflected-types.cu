// Circle's type-yielding introspection as a type-specifier: @member_type(T, i)
// (the declared type of the i-th non-static data member) and
// @base_type(T, i) (the i-th direct base), in declarations, sizeof, casts,
// other intrinsics, templates (a dependent class) and meta loops.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
struct A { int a; };
struct B { double b; };
struct D : A, B { short s; const char* p; float f[2]; };
static_assert(sizeof(@member_type(D, 2)) == 8, "");
static_assert(__is_same(@member_type(D, 0), short), "");
static_assert(__is_same(const @member_type(D, 1), const char* const), "");
static_assert(__is_same(@base_type(D, 1), B), "");
static_assert((@member_type(D, 0))70000 == 4464, "a cast to the member type");
@member_type(D, 2) global_f = { 1, 2 };
template<typename T> int first_size() { @member_type(T, 0) x{}; return sizeof(x); }
@meta printf("%d %d %s\n", first_size<A>(), first_size<B>(), @type_string(@member_type(D, 2)));
@meta for(int i = 0; i < @member_count(D); ++i) {
  @meta @member_type(D, i) tmp{};
  @meta printf("%s %zu\n", @type_string(decltype(tmp)), sizeof(tmp));
}
// CHECK:4 8 float[2]
// CHECK-NEXT:short 2
// CHECK-NEXT:const char * 8
// CHECK-NEXT:float[2] 8
#ifdef ERRORS
@member_type(D, 5) e1;   // expected-error {{member index 5 is out of range for 'D' (3 non-static data members)}}
@base_type(D, 2) e2;     // expected-error {{base index 2 is out of range for 'D' (2 direct bases)}}
@member_type(int, 0) e3; // expected-error {{member reference base type 'int' is not a structure or union}}
@member_type(D) e4;      // expected-error {{'@member_type' expects a struct type and an index}}
#endif
