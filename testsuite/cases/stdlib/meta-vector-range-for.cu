// `@meta for` over a compile-time std::vector: a body that is all meta runs
// whole in the interpreter (its loop variable is a meta variable); a body
// with ordinary statements is injected once per element, the loop variable
// (`int x`, `const auto& p`) deduced from `*__begin` as in a range-for.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
#include <cstdio>
#include <vector>
struct P { int a; double b; };
@meta std::vector<int> v;
@meta for(int i = 0; i < 4; ++i) @meta v.push_back(i * 3);
@meta std::vector<P> ps;
@meta ps.push_back(P{1, 2.5});
@meta ps.push_back(P{3, 4.5});
@meta for(int x : v) @meta printf("%d ", x);
@meta printf("\n");
// CHECK: 0 3 6 9
int total() {
  int s = 0;
  @meta for(int x : v)
    s += x;
  @meta for(const auto& p : ps) {
    s += p.a;
    @meta printf("p %d %g\n", p.a, p.b);
  }
  return s;
}
// CHECK-NEXT: p 1 2.5
// CHECK-NEXT: p 3 4.5
@meta printf("total %d\n", total());
// CHECK-NEXT: total 22
