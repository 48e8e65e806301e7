// Circle's `struct @(name) { ... }`: a class whose name is made at
// translation time, at namespace and block scope, and once per iteration
// of a meta loop (`@meta for` and `@meta for enum`, one class per name the
// body makes). The classes are named plainly afterwards: in declarations,
// sizeof, qualified names and introspection. Errors: a name that is not an
// identifier, and a second class of the same name.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <string>

struct @("point_" "t") { int x, y; };
#ifdef ERRORS
// expected-note@-2 {{previous definition is here}}
#endif
@meta for(int i = 0; i < 3; ++i) {
  struct @("vec" + std::to_string(i + 1)) { float v[i + 1]; };
}
enum class names_t { alpha, beta };
@meta for enum(names_t e : names_t) {
  struct @(@enum_name(e)) { static const int id = (int)e; };
}

#ifndef ERRORS
static_assert(sizeof(vec3) == 12, "");
@meta printf("%s: %s\n", @type_string(point_t), @member_decl_strings(point_t))...;
// CHECK: point_t: int x
// CHECK-NEXT: point_t: int y

int local() {
  struct @("local_" "s") { int q; };
  local_s l { 3 };
  vec2 w { { 1, 2 } };
  return l.q + (int)w.v[1];
}

int main() {
  point_t p { 1, 2 };
  printf("%d %zu %zu %zu %d %d %d\n", p.y, sizeof(vec1), sizeof(vec2), sizeof(vec3),
    alpha::id, beta::id, local());
  return 0;
}
@meta main();
// CHECK-NEXT: 2 4 8 12 0 1 5
#else
struct @("not an identifier") { };   // expected-error {{'@(...)' makes 'not an identifier', which is not an identifier}}
struct @("point_t") { };             // expected-error {{redefinition of 'point_t'}}
#endif
