// Circle's member introspection on a class: @member_count (non-static data
// members, not bases or the vptr), @member_name and @member_offset (the
// Itanium layout offsetof gives), usable with a meta loop's variable.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// RUN: %not %circle-rs %s -fsyntax-only -DERRORS 2>&1 | %FileCheck %s --check-prefix=ERR
#include <cstdio>
#include <cstddef>
struct B { int b; };
struct D : B { virtual void f() {} char c; double d; static int s; short e; };
static_assert(@member_count(D) == 3, "");
static_assert(@member_offset(D, 1) == offsetof(D, d), "");
@meta for(int i = 0; i < @member_count(D); ++i)
  @meta printf("%s at %zu\n", @member_name(D, i), @member_offset(D, i));
// CHECK: c at 12
// CHECK-NEXT: d at 16
// CHECK-NEXT: e at 24
#ifdef ERRORS
int e1 = @member_offset(D, 3);
int e2 = @member_offset(int, 0);
// ERR: error: member index 3 is out of range for 'D' (3 non-static data members)
// ERR: error: member reference base type 'int' is not a structure or union
#endif
