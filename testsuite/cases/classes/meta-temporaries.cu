// Temporaries in default arguments, return statements, loop conditions, by-value
// parameters, comma and conditional expressions, reference members of
// aggregates (extended), and lifetime extension through a member call's result.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct T {
  int v;
  T(int x) : v(x) { printf("+%d ", v); }
  T(const T& o) : v(o.v) { printf("c%d ", v); }
  ~T() { printf("-%d ", v); }
  int get() const { return v; }
  T plus(const T& o) const { return T(v + o.v); }
};
int use(const T& t, int k = T(50).get()) { return t.get() + k; }
T passthrough(T t) { printf("in "); return t; }
int ret_temp() { return T(7).plus(T(8)).get(); }
struct Agg { const T& r; int k; };
int main() {
  printf("[%d]\n", use(T(1)));
  printf("[%d]\n", ret_temp());
  int i = 0;
  while (T(i).get() < 2) { printf("w%d ", i); ++i; }
  printf("\n");
  for (int j = 0; T(j).get() < 2; ++j) printf("f%d ", j);
  printf("\n");
  T p = passthrough(T(9));
  printf("\n");
  {
    Agg a{T(3), 4};
    printf("agg %d %d ", a.r.get(), a.k);
  }
  printf("\n");
  int x = (use(T(10), 0), T(11)).get();
  printf("[%d]\n", x);
  T q = true ? T(12) : T(13);
  printf("[%d]\n", q.v);
  const T& ext = T(20).plus(T(21));
  printf("[%d]\n", ext.v);
  return 0;
}
@meta main();

// META: +50 +1 [51]
// META-NEXT: -1 -50 +7 +8 +15 -15 -8 -7 [15]
// META-NEXT: +0 -0 w0 +1 -1 w1 +2 -2
// META-NEXT: +0 -0 f0 +1 -1 f1 +2 -2
// META-NEXT: +9 in c9 -9
// META-NEXT: +3 agg 3 4 -3
// META-NEXT: +10 +11 -11 -10 [11]
// META-NEXT: +12 [12]
// META-NEXT: +20 +21 +41 -21 -20 [41]
// META-NEXT: -41 -12 -9
