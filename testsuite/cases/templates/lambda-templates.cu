// Lambdas with a template parameter list (C++20), accepted in C++17 with
// clang's extension warning: deduced and explicit arguments, the
// `.template operator()<N>()` form; captures (explicit and by default) in
// their instances' bodies; a local neither captured nor covered by a
// capture-default is an error there.
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
int captures() {
  int base = 10, hits = 0;
  auto by_ref = [&]<typename T>(T x) { hits++; return base + (int)x; };
  auto by_copy = [=, &hits]<int N>() { hits += N; return base * N; };
  auto counter = [n = 0]<typename... Ts>(Ts... xs) mutable { n += (int)sizeof...(Ts); return n; };
  int a = by_ref(1) + by_ref(2.5);
  int b = call_with_3(by_copy);
  counter(1, 2);
  printf("%d %d %d %d\n", a, b, hits, counter('x'));
  return 0;
}
@meta captures();
// CHECK: 42 15
// CHECK-NEXT: 9 2.5
// CHECK-NEXT: 9
// CHECK-NEXT: 23 30 5 3
// WARN: warning: explicit template parameter list for lambdas is a C++20 extension [-Wc++20-extensions]
// QUIET-NOT: warning:

#ifdef BAD
int bad() { int y = 2; auto f = [k = 1]<int N>() { return N * k * y; }; return f.operator()<1>(); }
// BAD: error: variable 'y' cannot be implicitly captured in a lambda with no capture-default specified
int mismatch() { auto p = []<typename T>(T a, T b) { return a; }; return p(1, 2.0); }
// BAD: note: candidate template ignored: deduced conflicting types for parameter 'T' ('int' vs. 'double')
#endif
