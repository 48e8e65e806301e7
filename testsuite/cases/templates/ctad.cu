// Class template argument deduction from constructors (the implicit
// deduction guides, default template arguments for the rest) and the
// copy deduction candidate. Sizes as clang++-19 -std=c++17 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<class T, class U = int> struct P { T a; U b; P(T x, U y = 0) : a(x), b(y) {} };
P p(1, 2.5);
P q(3L);
P r = p;
@meta printf("%d %d %d %d\n", (int)sizeof(decltype(p.a)), (int)sizeof(decltype(p.b)), (int)sizeof(decltype(q.a)), (int)sizeof(decltype(r.b)));
// CHECK: 4 8 8 8

#ifdef BAD
P none;
// BAD: error: no viable constructor or deduction guide for deduction of template arguments of 'P'
#endif
