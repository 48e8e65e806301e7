// The noexcept operator and exception specifications: noexcept(expr) in a
// declaration, depending on template parameters (static constexpr members
// included) and on the function's own parameters and class members
// (evaluated when first needed), implicit special members and destructors,
// calls through declval, throw. Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<class T> void f(T) noexcept(sizeof(T) > 2) {}
void g() noexcept(noexcept(f(1))) {}
void h() {}
void k() noexcept {}
struct S { S() {} S(const S&) noexcept {} ~S() {} int m() const noexcept { return 1; } };
template<class T> T&& declval() noexcept;
template<class T> void swap2(T& a, T& b) noexcept(noexcept(a = b)) { a = b; }
struct Thr { Thr& operator=(const Thr&) { return *this; } };
template<class T> struct mc { static constexpr bool value = true; };
template<class T> void sw(T& a, T& b) noexcept(mc<T>::value) {}
template<class T, unsigned long N> void sw(T (&a)[N], T (&b)[N]) noexcept(noexcept(sw(*a, *b))) {}
template<class T> struct Arr { T e[3]; void swap(Arr& o) noexcept(noexcept(sw(*e, *o.e))) {} void swap2(Arr& o) noexcept(noexcept(sw(e, o.e))) {} };
int main2() { int x, y; int a[3], b[3]; Arr<int> p, q;
 printf("%d %d %d %d\n", (int)noexcept(sw(x, y)), (int)noexcept(sw(a, b)), (int)noexcept(p.swap(q)), (int)noexcept(p.swap2(q))); return 0; }

int main() {
  main2();
  S s;
  printf("%d %d %d %d %d\n", (int)noexcept(f(1)), (int)noexcept(f('c')), (int)noexcept(g()), (int)noexcept(h()), (int)noexcept(k()));
  printf("%d %d %d %d\n", (int)noexcept(S()), (int)noexcept(S(s)), (int)noexcept(s.m()), (int)noexcept(declval<S&>().m()));
  int a = 1, b = 2; Thr x, y;
  printf("%d %d %d %d\n", (int)noexcept(swap2(a, b)), (int)noexcept(swap2(x, y)), (int)noexcept(throw 1), (int)noexcept(1 + 2));
  return 0;
}
@meta main();

// CHECK: 1 1 1 1
// CHECK-NEXT: 1 0 1 0 1
// CHECK-NEXT: 0 1 1 1
// CHECK-NEXT: 1 0 0 1
