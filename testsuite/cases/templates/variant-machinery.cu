// What <optional> and <variant> rest on, each in isolation: constructor
// templates inherited through a chain of `using _Base::_Base;` (with
// `_Base` a member typedef), a static data member template used in a
// default template argument, a union whose constructor initializes one
// variant member and leaves the others alone, a namespace alias at
// namespace and block scope.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
#include <cstdio>
template<unsigned long N> struct in_idx { explicit in_idx() = default; };
template<unsigned long N> constexpr in_idx<N> in_idx_v{};
struct NoDefault { int v; constexpr NoDefault(in_idx<0>, int x) : v(x) {} };
union U {
  constexpr U() : b() {}
  template<class... A> constexpr U(in_idx<0>, A... a) : a(in_idx<0>{}, a...) {}
  NoDefault a;
  int b;
};
struct Storage {
  template<unsigned long N, class... A> constexpr Storage(in_idx<N> i, A... a) : u(i, a...), index(N) {}
  U u;
  int index;
};
struct Mid : Storage { using _Base = Storage; using _Base::_Base; };
struct Top : Mid { using _Base = Mid; using _Base::_Base; };
struct Traits {
  template<class T> static constexpr bool small = sizeof(T) <= 4;
  template<class T, bool S = small<T>> static int kind(T) { return S ? 1 : 2; }
};
namespace deep { namespace inner { int f() { return 40; } } }
namespace di = deep::inner;
int g() { namespace q = deep::inner; return q::f() + di::f(); }
int main() {
  Top t(in_idx_v<0>, 7);
  U empty;
  printf("%d %d %d %d %d %d\n", t.u.a.v, t.index, empty.b, Traits::kind('c'), Traits::kind(1.0), g());
  return 0;
}
@meta main();
// CHECK: 7 0 0 1 2 80
