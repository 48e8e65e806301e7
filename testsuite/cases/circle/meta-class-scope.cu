// Circle's class-scope @meta: meta objects and meta statements among the
// members, and @meta for / @meta if whose ordinary statements are member
// declarations (data members, member functions) injected in order with the
// written ones. A class-scope meta object is named in the class only.
// Before, a class-scope '@meta int n;' silently became a data member.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// RUN: %not %circle-rs %s -fsyntax-only -DERRORS 2>&1 | %FileCheck %s --check-prefix=ERR
#include <cstdio>
struct S {
  @meta int n = 3;
  @meta printf("n = %d\n", n);
  char c;
  @meta for(int i = 0; i < n; ++i) {
    @meta if(i == 1) {
      int a;
      double b;
      int get_a() const { return a; }
    }
  }
  @meta if(sizeof(void*) == 8)
    long wide;
  else
    int narrow;
  short last;
};
static_assert(@member_count(S) == 5, "");
static_assert(sizeof(S) == 32, "");
@meta for(int i = 0; i < @member_count(S); ++i)
  @meta printf("%s at %zu\n", @member_name(S, i), @member_offset(S, i));
int use(S s) { return s.get_a() + (int)sizeof(s.wide); }
// CHECK: n = 3
// CHECK-NEXT: c at 0
// CHECK-NEXT: a at 4
// CHECK-NEXT: b at 8
// CHECK-NEXT: wide at 16
// CHECK-NEXT: last at 24
#ifdef ERRORS
struct E {
  @meta int k = 1;
  @meta for(int i = 0; i < 1; ++i) { k + 1; }
};
int leak = S::n + n;
// ERR: error: a statement other than a member declaration at class scope is not supported
// ERR: error: use of undeclared identifier 'n'
#endif
