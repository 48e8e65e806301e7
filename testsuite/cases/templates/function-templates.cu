// Function templates: deduction from call arguments (decay, top-level cv,
// references, pointers, arrays, class template instances and their
// bases), explicit arguments mixed with deduced ones, default template
// arguments, non-template functions preferred on a tie, variadic packs
// with sizeof... and all four fold forms, member function templates
// called with `.template`. Values as clang++-19 -std=c++17 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<class T> T add(T a, T b) { return a + b; }
template<class T> int deref(const T* p) { return (int)*p; }
template<class T, int N> int len(T (&)[N]) { return N; }
template<class To, class From> To convert(From f) { return (To)f; }
template<class T, int Scale = 3> T scaled(T x) { return x * Scale; }

template<int N> struct tag { };
struct derived_tag : tag<7> { };
template<int N> int tag_value(const tag<N>*) { return N; }
int tags() { tag<3> t; return tag_value(&t); }
// Deduced from the base class (not run: the interpreter lacks the
// derived-to-base conversion).
int base_tag() { derived_tag d; return tag_value(&d); }

int which(int) { return 1; }
template<class T> int which(T) { return 2; }

template<class... Ts> int count(Ts...) { return (int)sizeof...(Ts); }
template<class... Ts> int sum_right(Ts... ts) { return (ts + ...); }
template<class... Ts> int sum_left(Ts... ts) { return (... + ts); }
template<class... Ts> int minus_right(Ts... ts) { return (ts - ... - 100); }
template<class... Ts> int minus_left(Ts... ts) { return (100 - ... - ts); }
template<class... Ts> bool all(Ts... ts) { return (ts && ...); }
template<class... Ts> int first_of(int a, Ts... rest) { return a; }
int twice(int x) { return 2 * x; }
template<class... Ts> int sum_twice(Ts... ts) { return (0 + ... + twice(ts)); }
template<class... Ts> int forward_count(Ts... ts) { return count(ts...); }

struct calc {
  int base;
  template<int N> int plus() const { return base + N; }
  template<class T> T times(T x) const { return x * base; }
};

int member_templates() {
  calc c;
  c.base = 10;
  return c.template plus<5>() + c.times(2) + c.plus<1>();
}

int arrays() {
  int a[7];
  int x = 9;
  return len(a) * 10 + deref(&x);
}

@meta printf("%d %d %d\n", add(1, 2), add<double>(1, 2.5) > 3.4, add<long>(4, 5));
@meta printf("%d %d\n", arrays(), convert<int>(7.9));
@meta printf("%d %d\n", scaled(5), scaled<int, 4>(5));
@meta printf("%d\n", tags());
@meta printf("%d %d %d\n", which(1), which(1.0), which<int>(1));
@meta printf("%d %d %d\n", count(), count(1, 2.0, 'c'), forward_count(1, 2));
@meta printf("%d %d %d %d\n", sum_right(1, 2, 3), sum_left(1, 2, 3), minus_right(1, 2, 3), minus_left(1, 2, 3));
@meta printf("%d %d %d %d\n", (int)all(), (int)all(1, 2), (int)all(1, 0), first_of(4, 5, 6));
@meta printf("%d\n", sum_twice(1, 2, 3));
@meta printf("%d\n", member_templates());

// CHECK: 3 1 9
// CHECK-NEXT: 79 7
// CHECK-NEXT: 15 20
// CHECK-NEXT: 3
// CHECK-NEXT: 1 2 2
// CHECK-NEXT: 0 3 2
// CHECK-NEXT: 6 6 -98 94
// CHECK-NEXT: 1 1 0 4
// CHECK-NEXT: 12
// CHECK-NEXT: 46
