// Class template argument deduction in expressions: functional casts
// (`Pair(1, 2.5)`), braced casts (`overloaded{l1, l2}` through a
// user-written guide, with lambdas written in the braces), new-expressions;
// guides ranked by [over.match.best]: an implicit guide with a better
// conversion beats a user guide, a user guide wins a tie. Values as g++-12
// computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<class A, class B> struct Pair { A a; B b; Pair(A x, B y) : a(x), b(y) {} };
template<class T> struct Box { T v; Box(T x) : v(x) {} };
Box(double) -> Box<long>;
template<class... Fs> struct overloaded : Fs... { using Fs::operator()...; };
template<class... Fs> overloaded(Fs...) -> overloaded<Fs...>;

int main() {
  auto p = Pair(1, 2.5);
  auto q = Pair{'x', 3L};
  Pair<int, unsigned> *n = new Pair(7, 8u);
  printf("%d %.1f %c %ld %d %u\n", p.a, p.b, q.a, q.b, n->a, n->b);
  delete n;
  Box b1(3);
  Box b2(2.5);
  printf("%d %d %d\n", (int)sizeof(b1.v), (int)sizeof(b2.v), (int)sizeof(Box(1.5).v));
  auto vis = overloaded{[](int i) { return i * 2; }, [](double d) { return d / 4; }};
  printf("%d %.2f\n", vis(21), vis(1.0));
  return 0;
}
@meta main();
// CHECK: 1 2.5 x 3 7 8
// CHECK-NEXT: 4 8 8
// CHECK-NEXT: 42 0.25

#ifdef BAD
template<class T> struct Two { Two(T, int) {} Two(int, T) {} };
Two<int> *t = new Two(1, 1);
// BAD: error: ambiguous deduction for template arguments of 'Two'
auto none = Pair(1);
// BAD: error: no viable constructor or deduction guide for deduction of template arguments of 'Pair'
#endif
