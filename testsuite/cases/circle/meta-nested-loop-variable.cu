// A meta loop variable used by a nested @meta statement where translation
// needs its value (an introspection index, a template argument): the loop
// is driven by sema, translating the body per iteration, instead of failing
// with "variable 'i' has no value at compile time". A loop whose body needs
// nothing at translation time still runs in the interpreter in one piece.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
#include <cstdio>
enum class E { a, b, c };
template<int N> struct sq { static constexpr int value = N * N; };

@meta for(int i = 0; i < @enum_count(E); ++i) { @meta printf("%s\n", @enum_name(E, i)); }
// CHECK: a
// CHECK-NEXT: b
// CHECK-NEXT: c
void f() {
  @meta for(int i = 0; i < 3; ++i) {
    @meta printf("%d %s %d\n", i, @enum_name(E, i), sq<i>::value);
  }
}
// CHECK-NEXT: 0 a 0
// CHECK-NEXT: 1 b 1
// CHECK-NEXT: 2 c 4
@meta long long total = 0;
@meta for(int i = 0; i < 100000; ++i) { @meta total += i; }
@meta printf("%lld\n", total);
// CHECK-NEXT: 4999950000
