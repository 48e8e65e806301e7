// Circle's per-member introspection: @member_type_string, @member_decl_string
// (the declarator spelling, with @type_string's clang-style types),
// @member_ptr (a pointer to data member, usable with .* and ->*) and
// @member_value (the member's lvalue, also of a reference member), in meta
// code and in device code.
// RUN: %circle-rs %s -sm_70 -O1 --emit=llvm-ir -o %t > %t.out
// RUN: %FileCheck %s --check-prefix=OUT --match-full-lines --input-file %t.out
// RUN: %FileCheck %s --input-file %t/meta-member-access.sm_70.ll
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
struct rec_t { float x; const char* name; int arr[3]; double (*fp)(int); int& r; };
@meta for(int i = 0; i < @member_count(rec_t); ++i)
  @meta printf("%d: %s | %s\n", i, @member_type_string(rec_t, i), @member_decl_string(rec_t, i));
// OUT:0: float | float x
// OUT-NEXT:1: const char * | const char *name
// OUT-NEXT:2: int[3] | int arr[3]
// OUT-NEXT:3: double (*)(int) | double (*fp)(int)
// OUT-NEXT:4: int & | int &r

@meta int g = 7;
@meta rec_t v { 1.5f, "hi", {1, 2, 3}, nullptr, g };
@meta @member_value(v, 0) = 2.5f;
@meta @member_value(v, 4) = 9;
@meta float rec_t::* pm = @member_ptr(rec_t, 0);
@meta printf("%.1f %s %d %.1f %d\n", v.x, @member_value(v, 1), @member_value(v, 2)[1], v.*pm, g);
// OUT-NEXT:2.5 hi 2 2.5 9

struct pair_t { int a, b; };
static_assert(@member_ptr(pair_t, 1) == &pair_t::b, "");
__global__ void k(pair_t* p) {
  @member_value(*p, 1) = 5;
  p->*@member_ptr(pair_t, 0) = 3;
}
// CHECK-LABEL: define {{.*}}void @_Z1kP6pair_t(
// CHECK: getelementptr inbounds i8, ptr %p, i64 4
// CHECK: store i32 5
// CHECK: store i32 3, ptr %p

#ifdef ERRORS
auto e1 = @member_ptr(rec_t, 4);        // expected-error {{cannot form a pointer-to-member to member 'r' of reference type 'int &'}}
int e2 = @member_value(g, 0);           // expected-error {{member reference base type 'int' is not a structure or union}}
auto e3 = @member_type_string(rec_t, 9); // expected-error {{member index 9 is out of range for 'rec_t' (5 non-static data members)}}
auto e4 = @member_decl_string(rec_t);   // expected-error {{'@member_decl_string' expects}}
#endif
