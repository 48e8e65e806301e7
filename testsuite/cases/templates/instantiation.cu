// Explicit instantiation definitions and declarations (a class template's
// members instantiated; a function template's with and without written
// arguments), virtual functions of class template instances defined for the
// vtable, auto non-type parameters with auto static members, pack
// expansions in new-expressions, direct-initializers and braced lists,
// operator() member templates. Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

// Explicit instantiation definitions and declarations
template<class T> struct Acc { T total = T(); void add(T v) { total += v; } T get() const { return total; } };
template<class T> T triple(T v) { return v * 3; }
template struct Acc<int>;
extern template struct Acc<long>;
template struct Acc<long>;
template int triple<int>(int);
template double triple(double);
// Virtual functions of a class template instance (the vtable uses them)
struct Shape { virtual int area() const = 0; virtual ~Shape() {} };
template<int W, int H> struct Rect : Shape { int area() const override { return W * H; } };
template<class T> struct Model : Shape { T t; Model(T x) : t(x) {} int area() const override { return t(); } };
struct Seven { int operator()() const { return 7; } };
int total(const Shape& s) { return s.area(); }
// auto static members, pack expansions in new, direct and list init
template<auto V> struct Constant { static constexpr auto value = V; };
struct P { int a; double b; P(int x, double y) : a(x), b(y) {} };
struct Q { int a; double b; };
template<class T, class... A> T* make(A... a) { return new T(a...); }
template<class T, class... A> T direct(A... a) { T t(a...); return t; }
template<class T, class... A> T listed(A... a) { return T{a...}; }
// operator() templates on function objects
struct Less { template<class T> bool operator()(const T& a, const T& b) const { return a < b; } };
int main() {
  Acc<int> a; a.add(4); a.add(5);
  Acc<long> l; l.add(6);
  printf("%d %ld %d %.1f\n", a.get(), l.get(), triple(7), triple(1.5));
  Rect<3, 4> r; Model<Seven> m(Seven{});
  printf("%d %d\n", total(r), total(m));
  printf("%d %ld %c %d\n", Constant<5>::value, Constant<7L>::value, Constant<'x'>::value, (int)sizeof(Constant<true>::value));
  P* p = make<P>(1, 2.5); P d = direct<P>(3, 4.5); Q q = listed<Q>(5, 6.5); P e = listed<P>(7, 8.5);
  printf("%d %.1f %d %.1f %d %.1f %d %.1f\n", p->a, p->b, d.a, d.b, q.a, q.b, e.a, e.b);
  delete p;
  Less less;
  printf("%d %d\n", (int)less(1, 2), (int)less(2.5, 1.5));
  return 0;
}
@meta main();

// CHECK: 9 6 21 4.5
// CHECK-NEXT: 12 7
// CHECK-NEXT: 5 7 x 1
// CHECK-NEXT: 1 2.5 3 4.5 5 6.5 7 8.5
// CHECK-NEXT: 1 0
