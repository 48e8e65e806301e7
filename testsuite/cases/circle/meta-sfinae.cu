// Circle's @sfinae(expr): a bool constant, true when the unevaluated
// expression translates without error (its diagnostics are dropped), so
// 'if constexpr' can test for members and operations as Circle's
// documentation does.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
struct a_t { int x; void y() {} static constexpr bool big_endian = true; };
struct b_t { const int x = 0; };
struct c_t { };
template<typename type_t> void go(type_t& obj) {
  if constexpr(@sfinae(obj.x = 1)) printf("Setting %s obj.x = 1.\n", @type_string(type_t));
  if constexpr(@sfinae(obj.y())) printf("%s has y()\n", @type_string(type_t));
  if constexpr(@sfinae((bool)type_t::big_endian)) printf("%s is big endian.\n", @type_string(type_t));
  printf("%s done\n", @type_string(type_t));
}
@meta a_t a; @meta b_t b; @meta c_t c;
@meta go(a); @meta go(b); @meta go(c);
static_assert(@sfinae(1 + 2) && !@sfinae(undeclared_thing + 1), "");
static_assert(!@sfinae(c.x), "");
int counter = 0;
static_assert(@sfinae(++counter), "unevaluated");
// CHECK:Setting a_t obj.x = 1.
// CHECK-NEXT:a_t has y()
// CHECK-NEXT:a_t is big endian.
// CHECK-NEXT:a_t done
// CHECK-NEXT:b_t done
// CHECK-NEXT:c_t done
#ifdef ERRORS
bool e1 = @sfinae();     // expected-error {{'@sfinae' expects an expression}}
bool e2 = @sfinae(1, 2); // expected-error {{'@sfinae' expects an expression}}
#endif
