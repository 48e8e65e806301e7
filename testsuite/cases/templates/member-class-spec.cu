// Explicit specialization of a member class of one class template
// instance and of one specialization of a member class template
// ([temp.expl.spec]); other instances keep the generic member. Members of
// anonymous unions named by mem-initializers ([class.base.init]/9), at
// most one per union.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<class T> struct Outer {
  template<class U> struct In { static int id() { return 1; } };
  struct Plain { static int id() { return 2; } };
};
template<> template<> struct Outer<int>::In<int> { static int id() { return 10; } };
template<> struct Outer<char>::Plain { static int id() { return 20; } };

template<class T> struct Opt {
  union { T value; char none; };
  bool has;
  Opt() : none(0), has(false) {}
  Opt(T v) : value(v), has(true) {}
};

@meta printf("%d %d %d\n", Outer<int>::In<int>::id(), Outer<int>::In<char>::id(), Outer<long>::In<int>::id());
@meta printf("%d %d\n", Outer<char>::Plain::id(), Outer<int>::Plain::id());
@meta Opt<double> o(2.5), e;
@meta printf("%d %.1f %d\n", o.has, o.value, e.has);
// CHECK: 10 1 1
// CHECK-NEXT: 20 2
// CHECK-NEXT: 1 2.5 0

#ifdef BAD
template<> struct Outer<short>::Missing { };
// BAD: error: no struct named 'Missing' in 'Outer<short>'
struct Two { union { int a; float b; }; Two() : a(1), b(2) {} };
// BAD: error: initializing multiple members of union
// BAD: note: previous initialization is here
#endif
