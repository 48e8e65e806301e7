// The declarations <random>, <future> and <filesystem> need of the
// template machinery:
//  - a member template of a member class of a class template, defined
//    outside both (`template<class I> template<class F>
//    X<I>::Y::Y(F, F)`: discrete_distribution::param_type's constructors);
//  - partial and explicit specializations of a member class template of
//    an ordinary class, declared with a qualified name
//    (`template<class R> struct __future_base::_Result<R&>`,
//    `template<> struct __future_base::_Result<void>`), their bodies in
//    the class's scope;
//  - a template named through a member typedef of a class
//    (`__future_base::_State_base::_Setter<R, A>`);
//  - an out-of-line member template whose declaration spells its types
//    otherwise (`std::basic_string<...>` declared, `basic_string<...>`
//    defined; a top-level `const` on a parameter: path::operator+=);
//  - direct-initialization through a conversion function
//    (`basic_string_view<char>(str)`), with no copy made of its result;
//  - C++17's inherited default constructor (`using B::B;`, P0136), and a
//    defaulted default constructor of a class whose member is
//    default-constructible only through a constructor template (tuple).
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD
#include <cstdio>
#include <tuple>

template<class I> struct Dist {
  struct Param {
    I lo, hi;
    Param() : lo(0), hi(1) {}
    template<class It> Param(It a, It b);
    template<class F> Param(int n, F f);
    template<class T> T scaled(T k) const;
  };
  Param p;
};
template<class I>
  template<class It>
    Dist<I>::Param::Param(It a, It b) : lo(*a), hi(*(b - 1)) {}
template<class I>
  template<class F>
    Dist<I>::Param::Param(int n, F f) : lo(f(0)), hi(f(n)) {}
template<class I>
  template<class T>
    T Dist<I>::Param::scaled(T k) const { return T(hi - lo) * k; }

struct Base {
  struct RB { int tag = 0; };
  template<class R> struct Result : RB { int kind() const { return 1; } };
  template<class R> struct Later;
  struct StateV2 { template<class R, class A> struct Setter { int s = 7; }; };
  typedef StateV2 State;
};
template<class R> struct Base::Result<R&> : RB { int kind() const { return 2 + tag; } };
template<> struct Base::Result<void> : RB { int kind() const { return 3; } };
template<class R> struct Base::Later { int v = sizeof(R); RB rb; };
template<class T> struct Invariant { static const int value = 0; };
template<class R, class A> struct Invariant<Base::State::Setter<R, A>> { static const int value = 1; };

struct Path {
  template<class C> int add(C c);
  template<class C, class A = int> std::tuple<C, A> both(const A& a = A()) const;
};
template<class C> int Path::add(const C c) { return int(c) + 1; }
template<class C, class A> std::tuple<C, A> Path::both(const A& a) const { return std::tuple<C, A>(C(2), a); }

struct View { const char *p; int n; View(const char *q, int m) : p(q), n(m) {} };
struct Str {
  const char *s; int len;
  operator View() const { printf("conv\n"); return View(s, len); }
};

struct Impl { std::tuple<int*, Base::RB> t; int k = 4; Impl() = default; Impl(int *p) : t(p, Base::RB()) {} };
struct Data : Impl { using Impl::Impl; Data(Data&&) = default; };

int main() {
  int xs[] = {3, 5, 9};
  Dist<int>::Param a(xs, xs + 3);
  Dist<int>::Param b(4, [](int i) { return i * 10; });
  printf("%d %d %d %d %.1f\n", a.lo, a.hi, b.lo, b.hi, a.scaled(0.5));
  printf("%d %d %d %d\n", Base::Result<int>().kind(), Base::Result<int&>().kind(),
         Base::Result<void>().kind(), Base::Later<double>().v);
  printf("%d %d %d\n", Invariant<Base::StateV2::Setter<int, char>>::value, Invariant<int>::value,
         Base::State::Setter<int, int>().s);
  Path path;
  printf("%d %d\n", path.add('a'), std::get<0>(path.both<int>(5)) + std::get<1>(path.both<int>(5)));
  Str str{"hello", 5};
  View v(str);
  auto w = View(str);
  printf("%d %d\n", v.n, w.n);
  Data d;
  printf("%d %d\n", d.k, std::get<0>(d.t) == nullptr);
  return 0;
}
@meta main();
// CHECK: 3 9 0 40 3.0
// CHECK-NEXT: 1 2 3 8
// CHECK-NEXT: 1 0 7
// CHECK-NEXT: 98 7
// CHECK-NEXT: conv
// CHECK-NEXT: conv
// CHECK-NEXT: 5 5
// CHECK-NEXT: 4 1

#ifdef BAD
template<class I> template<class F> Dist<I>::Param::Param(F f, F g, F h) {}
// BAD: error: out-of-line definition of 'Param' does not match any declaration in 'Dist::Param'
#endif
