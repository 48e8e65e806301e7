// Lambdas with a template parameter list (C++20), accepted in C++17 with
// clang's extension warning: deduced and explicit arguments, the
// `.template operator()<N>()` form; captures are refused with a diagnostic.
// RUN: %circle-rs -fsyntax-only %s 2>/dev/null | %FileCheck %s --match-full-lines
// RUN: %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: %circle-rs -fsyntax-only -Wno-c++20-extensions %s 2>&1 | %FileCheck %s --check-prefix=QUIET
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<typename F> int call_with_3(F f) { return f.template operator()<3>(); }

@meta auto times = []<int N>(int x) { return x * N; };
@meta auto pick = []<typename T>(T a, T b) { return a < b ? b : a; };
@meta printf("%d %d\n", times.operator()<2>(21), times.template operator()<5>(3));
@meta printf("%d %.1f\n", pick(3, 9), pick(2.5, -1.0));
@meta printf("%d\n", call_with_3([]<int K>() { return K * K; }));
// CHECK: 42 15
// CHECK-NEXT: 9 2.5
// CHECK-NEXT: 9
// WARN: warning: explicit template parameter list for lambdas is a C++20 extension [-Wc++20-extensions]
// QUIET-NOT: warning:

#ifdef BAD
int k = 2;
int bad() { auto f = [k]<int N>() { return N * k; }; return f.operator()<1>(); }
// BAD: error: a capture in a lambda with a template parameter list is not supported yet
int mismatch() { auto p = []<typename T>(T a, T b) { return a; }; return p(1, 2.0); }
// BAD: note: candidate template ignored: deduced conflicting types for parameter 'T' ('int' vs. 'double')
#endif
