// Overloads and packs: the address of a function template specialization
// or overloaded function picked by the pointer it initializes (or by explicit
// arguments alone, in a pack expansion), partial ordering tie-breakers (no
// trailing pack; the more cv-qualified reference), a non-template beating a
// template, pack expansions in base and mem-initializer lists, explicit
// template arguments substituted before deduction against base classes,
// if constexpr in recursive instantiations, deduction through R (*)(A...)
// and const T (&)[N]. Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

// The address of a function template specialization picked by the target
template<class T> T twice(T x) { return x + x; }
template<class T, int K> T times(T x) { return x * K; }
int pick(int) { return 1; }
int pick(double) { return 2; }
template<int... Is> struct Table { static int call(int w, int x) { static int (*const fs[])(int) = {times<int, Is>...}; return fs[w](x); } };

// Partial ordering: no trailing pack wins; the more cv-qualified reference wins
template<class T> const char* vsum(T) { return "one"; }
template<class T, class... Ts> const char* vsum(T, Ts...) { return "pack"; }
template<class T> const char* h(T&) { return "T&"; }
template<class T> const char* h(const T&) { return "const T&"; }
const char* f(int) { return "f(int)"; }
template<class T> const char* f(T) { return "f(T)"; }

// Pack expansion in base and mem-initializer lists; explicit arguments
// substituted before deduction (Column<I, T>& against bases)
template<int I, class T> struct Column { T v; Column(T x) : v(x) {} };
template<class... Cs> struct Row : Cs... {
  template<class... Ts> Row(Ts... xs) : Cs(xs)... {}
};
template<int I, class T> T& col(Column<I, T>& c) { return c.v; }

// if constexpr discards in instantiations; deduction through R(*)(A...)
template<int I, class T, class... Ts> auto nth(T first, Ts... rest) {
  if constexpr (I == 0) return first; else return nth<I - 1>(rest...);
}
template<class R, class... A> int arity(R (*)(A...)) { return sizeof...(A); }
template<class T, int N> int len(const T (&)[N]) { return N; }
double three(int, char, float) { return 0; }

int main() {
  int (*fi)(int) = twice;
  double (*fd)(double) = &twice<double>;
  int (*fp)(double) = pick;
  printf("%d %.1f %d %d\n", fi(4), fd(1.25), fp(0), Table<2, 3, 10>::call(2, 5));
  int i = 0; const int ci = 0;
  printf("%s %s %s %s %s %s\n", vsum(1), vsum(1, 2), h(i), h(ci), f(1), f<int>(1));
  Row<Column<0, int>, Column<1, double>> r(4, 2.5);
  printf("%d %.1f\n", col<0>(r), col<1>(r));
  int a[5] = {1, 2, 3, 4, 5};
  printf("%d %.1f %d %d %d\n", nth<0>(1, 2.5, 'c'), nth<1>(1, 2.5, 'c'), arity(three), len(a), (int)nth<2>(1, 2.5, 'c'));
  return 0;
}
@meta main();

// CHECK: 8 2.5 2 50
// CHECK-NEXT: one pack T& const T& f(int) f(T)
// CHECK-NEXT: 4 2.5
// CHECK-NEXT: 1 2.5 3 5 99
