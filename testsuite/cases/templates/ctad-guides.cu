// Class template argument deduction with user-written deduction guides
// (template and not), the implicit guides of constructor templates and of
// constructors with defaulted class parameters; friends of class templates:
// hidden friends naming the injected-class-name, a befriended specialization
// of a function template (unwrap<>), every specialization of a befriended
// class template. Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<class T> struct W { T t; double u; template<class U> W(T a, U b) : t(a), u(b) {} };
template<class T, class U = int> struct P { T a; U b; P(T x) : a(x), b() {} };
template<class T> struct V { T v; V(T x) : v(x) {} };
template<class T> V(T*) -> V<T*>;
template<class T> struct Str { T first; Str(const char* s) : first(s[0]) {} };
Str(const char*) -> Str<char>;
template<class T> struct Range { T lo, hi; template<class It> Range(It a, It b) : lo(*a), hi(*b) {} };
template<class It> Range(It, It) -> Range<long>;
// Friends in class templates: hidden friends use the injected-class-name,
// a befriended function template specialization, a befriended template.
template<class T> class Wrapper;
template<class T> T unwrap(const Wrapper<T>& w);
template<class U> class Peek;
template<class T> class Wrapper {
  T v;
  template<class U> friend class Peek;
public:
  Wrapper(T x) : v(x) {}
  friend Wrapper operator+(const Wrapper& a, const Wrapper& b) { return Wrapper(a.v + b.v); }
  friend T unwrap<>(const Wrapper& w);
};
template<class T> T unwrap(const Wrapper<T>& w) { return w.v; }
template<class U> class Peek { public: template<class T> static T at(const Wrapper<T>& w) { return w.v; } };
int main() {
  W w(3, 2.5); P p('c'); int k = 9; V v(&k); V v2(1.5); Str s("hi");
  int xs[] = {4, 8};
  Range r(xs, xs + 1);
  printf("%d %.1f %c %d %d %.1f %c %ld %ld\n", w.t, w.u, p.a, p.b, *v.v, v2.v, s.first, r.lo, r.hi);
  Wrapper<int> a(2), b(3);
  printf("%d %d\n", unwrap(a + b), Peek<void>::at(a));
  return 0;
}
@meta main();

// CHECK: 3 2.5 c 0 9 1.5 h 4 8
// CHECK-NEXT: 5 2
