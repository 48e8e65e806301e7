// Class template instances whose implicit special members are declared
// only when something needs them (circle-rs declares them lazily for
// classes without bases, user-declared special members or non-scalar
// members): every way of reaching a constructor, the destructor or an
// assignment must still find them, and the traits must agree.
#include <cstdio>

template <int N> struct Pt {
  int x, y;
  long z = N;
  static const int id = N * 10;
};
template <int N> struct Empty {
  enum { value = N };
};
template <typename T> struct Box {
  T v;
  T *p;
};
template <int N> struct Derived : Pt<N> {
  using Pt<N>::operator=;
  int extra = 7;
};
template <int N> struct Holder {
  Pt<N> inner;
  Holder() : inner() {}
};
template <int N> struct Node {
  int depth = N;
  static const int total = N + Node<N - 1>::total;
};
template <> struct Node<0> {
  static const int total = 0;
};

template <typename T> T pass(T t) { return t; }
template <typename T> void assign(T &a, const T &b) { a = b; }

int main() {
  printf("%d %d\n", Pt<3>::id, Node<20>::total);
  Pt<1> a{1, 2};
  Pt<1> b = a;
  Pt<1> c(static_cast<Pt<1> &&>(b));
  c.x = 9;
  a = c;
  printf("%d %d %ld\n", a.x, a.y, a.z);
  Pt<2> d{};
  Pt<2> e;
  e.x = 4;
  e.y = 5;
  e.z = 6;
  d.operator=(e);
  printf("%d %d %ld\n", d.x, d.y, d.z);
  Pt<4> f{}, g{8, 9, 10};
  f.Pt<4>::operator=(g);
  Pt<4> h = pass(f);
  printf("%d %d %ld\n", h.x, h.y, h.z);
  Derived<5> dv;
  Pt<5> base5{11, 12, 13};
  dv = base5;
  printf("%d %d %ld %d\n", dv.x, dv.y, dv.z, dv.extra);
  Derived<5> dv2 = dv;
  dv2.extra = 1;
  dv = dv2;
  printf("%d %d\n", dv.x, dv.extra);
  Holder<6> ho;
  printf("%d %ld\n", ho.inner.x, ho.inner.z);
  Box<int> bx{3, nullptr};
  Box<int> by;
  assign(by, bx);
  printf("%d %d\n", by.v, by.p == nullptr);
  Pt<7> *heap = new Pt<7>{1, 2, 3};
  Pt<7> *arr = new Pt<7>[3]();
  arr[1] = *heap;
  printf("%d %ld %d\n", arr[1].x, arr[2].z, arr[0].y);
  heap->~Pt<7>();
  delete heap;
  delete[] arr;
  Pt<8> list[2] = {{1, 2, 3}, {4, 5, 6}};
  Pt<8> copy[2] = {list[1], list[0]};
  printf("%d %d\n", copy[0].x, copy[1].x);
  printf("%d %d %d %d\n", __is_trivially_copyable(Pt<9>), __is_trivially_constructible(Pt<9>),
         __is_trivially_constructible(Box<char>), __has_trivial_destructor(Empty<1>));
  printf("%d %d %d\n", __is_trivially_assignable(Box<long> &, const Box<long> &),
         __is_constructible(Empty<2>, const Empty<2> &), __is_trivial(Box<short>));
  Pt<10> &(Pt<10>::*mp)(const Pt<10> &) = &Pt<10>::operator=;
  Pt<10> q{}, r{5, 6, 7};
  (q.*mp)(r);
  printf("%d %ld\n", q.y, q.z);
  Empty<3> em, em2 = em;
  em = em2;
  printf("%d %d\n", Empty<3>::value, (int)sizeof(em));
  return 0;
}
