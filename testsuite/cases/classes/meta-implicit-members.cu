// Implicit copy constructors and assignments of classes with members that have
// user-written ones, aggregates of classes, reference members, static members,
// chained member calls, conversion functions, ?: binding a temporary.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Tracer {
  int v;
  Tracer(int x = 0) : v(x) { printf("T(%d) ", v); }
  Tracer(const Tracer& o) : v(o.v) { printf("Tc(%d) ", v); }
  Tracer& operator=(const Tracer& o) { v = o.v; printf("T=(%d) ", v); return *this; }
  ~Tracer() { printf("~T(%d) ", v); }
};
struct Pair { Tracer a; Tracer b; int plain; };
struct Wrap { Pair p; Tracer arr[2]; };
struct Ref { int& r; const Tracer& t; };
struct Builder {
  int total = 0;
  Builder& add(int x) { total += x; return *this; }
  Builder& twice() { total *= 2; return *this; }
};
struct Counter { static int made; int id; Counter() : id(++made) {} static int count() { return made; } };
int Counter::made = 0;
struct Conv { int v; Conv(int x) : v(x) {} operator int() const { return v * 2; } };
int take(int x) { return x + 1; }
int main() {
  {
    Pair p{Tracer(1), Tracer(2), 3};
    printf("\n");
    Pair q = p;
    printf("\n");
    q = p;
    printf("\n");
  }
  printf("\n");
  {
    Wrap w{{Tracer(4), Tracer(5), 6}, {Tracer(7)}};
    printf("\n");
  }
  printf("\n");
  int x = 5;
  Tracer t(9);
  Ref r{x, t};
  r.r = 6;
  printf("\n%d %d\n", x, r.t.v);
  Builder b;
  printf("%d\n", b.add(3).twice().add(1).total);
  Counter c1, c2, c3;
  printf("%d %d\n", Counter::count(), c2.id);
  Conv cv(21);
  printf("%d %d\n", take(cv), cv + 0);
  const Tracer& ct = true ? Tracer(11) : Tracer(12);
  printf("\n%d\n", ct.v);
  return 0;
}
@meta main();

// META: T(1) T(2)
// META-NEXT: Tc(1) Tc(2)
// META-NEXT: T=(1) T=(2)
// META-NEXT: ~T(2) ~T(1) ~T(2) ~T(1)
// META-NEXT: T(4) T(5) T(7) T(0)
// META-NEXT: ~T(0) ~T(7) ~T(5) ~T(4)
// META-NEXT: T(9)
// META-NEXT: 6 9
// META-NEXT: 7
// META-NEXT: 3 2
// META-NEXT: 43 42
// META-NEXT: T(11)
// META-NEXT: 11
// META-NEXT: ~T(11) ~T(9)
