// Pointers to members at compile time: data and member function pointers
// through objects and pointers, virtual member functions dispatching
// through the object's vtable (a pointer formed in the base, called on a
// derived object), function templates deducing 'R (C::*)(A...) const' and
// 'T C::*', a partial specialization matching a member function pointer
// type, base-to-derived conversion and static_cast back, an overloaded
// member picked by the target type, constant-initialized globals (a null
// one is -1, not 0), value-initialization, comparisons, and member
// pointers stored in an aggregate. The expected output is what the program
// prints when compiled with g++-12 -std=c++17 and run.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Base {
  int a = 1, b = 2;
  virtual int f(int x) const { return x + a; }
  virtual int g(int x) const { return x * b; }
  int h(int x) const { return x - a; }
  int over(int x) { return x; }
  int over(double x) { return (int)(x * 10); }
  virtual ~Base() {}
};
struct Pad { long p[2]; };
struct Derived : Pad, Base {
  int c = 3;
  int f(int x) const override { return x + 100 * c; }
};
template <class R, class C, class... A>
R invoke(R (C::*pm)(A...) const, const C& obj, A... args) { return (obj.*pm)(args...); }
template <class T, class C>
T get(T C::*pm, const C& obj) { return obj.*pm; }
template <class C> struct arity;
template <class R, class C, class... A> struct arity<R (C::*)(A...) const> { static const int value = sizeof...(A); };
int Base::*global_m = &Base::b;
int (Base::*global_f)(int) const = &Base::g;
int Base::*null_global;
struct Holder { int Base::*which; int (Base::*how)(int) const; };
int main() {
  Derived d;
  Base b;
  int (Base::*pf)(int) const = &Base::f;
  printf("%d %d\n", (b.*pf)(1), (d.*pf)(1));
  const Base* bp = &d;
  pf = &Base::h;
  printf("%d\n", (bp->*pf)(10));
  printf("%d %d\n", invoke(&Base::g, b, 7), invoke(&Base::f, static_cast<const Base&>(d), 7));
  printf("%d %d\n", get(&Base::a, b), get(&Derived::c, d));
  int Derived::*dm = &Base::b;
  printf("%d\n", d.*dm);
  int Base::*back = static_cast<int Base::*>(&Derived::c);
  printf("%d\n", static_cast<Base&>(d).*back);
  int (Base::*po)(double) = &Base::over;
  int (Base::*pi)(int) = &Base::over;
  printf("%d %d\n", (b.*po)(2.5), (b.*pi)(4));
  printf("%d %d %d\n", b.*global_m, (d.*global_f)(5), null_global ? 1 : 0);
  int Base::*n = nullptr;
  int Base::*z{};
  printf("%d %d %d %d\n", n == nullptr, z == n, n != &Base::a, pf == &Base::h);
  Holder hs[2] = {{&Base::a, &Base::f}, {&Base::b, &Base::g}};
  int s = 0;
  for (const Holder& x : hs) s += (d.*(x.how))(d.*(x.which));
  printf("%d\n", s);
  printf("%d\n", arity<int (Base::*)(int) const>::value);
  return 0;
}
@meta main();

// META: 2 301
// META-NEXT: 9
// META-NEXT: 14 307
// META-NEXT: 1 3
// META-NEXT: 2
// META-NEXT: 3
// META-NEXT: 25 4
// META-NEXT: 2 10 0
// META-NEXT: 1 1 1 1
// META-NEXT: 305
// META-NEXT: 1
