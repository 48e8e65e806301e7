// Member templates of class templates: constructor templates (never copy
// constructors), conversion function templates deduced from the target type,
// operator templates (member, free, a hidden friend of a CRTP base), member
// templates and static data members defined out of line, an explicit
// specialization of a member of an implicit instantiation, a class nested in
// a class template (one per instance), A::template f<T>(). Values as g++-12
// and clang++-19 -std=c++17 compute them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

// Constructor templates (no copy constructor: the implicit one still exists)
template<class T> struct Box {
  T v;
  Box(T x) : v(x) {}
  template<class U> Box(const Box<U>& o) : v((T)o.v * 2) {}
  template<class U> explicit Box(U* p) : v((T)*p) {}
  template<class U> Box<U> as() const;
  static int made;
  struct Tag { int id; };
  Tag tag{7};
};
template<class T> template<class U> Box<U> Box<T>::as() const { return Box<U>((U)v + 1); }
template<class T> int Box<T>::made = sizeof(T);
template<> int Box<char>::made = 100;

// Conversion function templates
struct Any { double d; template<class T> operator T() const { return (T)(d * 2); } };
struct Null { template<class T> operator T*() const { return nullptr; } };

// Operator templates: member, free, hidden friend in a CRTP base
template<class D> struct Addable {
  friend D operator+(D a, const D& b) { a += b; return a; }
};
struct Money : Addable<Money> { long c; explicit Money(long x) : c(x) {} Money& operator+=(const Money& o) { c += o.c; return *this; } };
template<class T> struct V2 { T x, y; template<class U> bool operator==(const V2<U>& o) const { return x == o.x && y == o.y; } };
template<class T, class U> V2<T> operator*(V2<T> a, U k) { return V2<T>{(T)(a.x * k), (T)(a.y * k)}; }

// Member specialization of an implicit instantiation
template<class T> struct Fmt { const char* name() const { return "any"; } };
template<> const char* Fmt<int>::name() const { return "int"; }

// A nested member template called through 'template'
struct Alloc { template<class T> static T* make(int n) { return new T[n]; } };
template<class A> int use_alloc() { int* p = A::template make<int>(3); p[2] = 9; int r = p[2]; delete[] p; return r; }

int main() {
  Box<double> d(2.5);
  Box<int> i(d);
  int seven = 7;
  Box<long> l(&seven);
  printf("%d %ld %d\n", i.v, l.v, (int)d.as<char>().v);
  printf("%d %d %d %d\n", Box<int>::made, Box<double>::made, Box<char>::made, i.tag.id + d.tag.id);
  int a = Any{2.75}; double b = Any{1.5}; int* np = Null(); const char* cp = Null();
  printf("%d %.1f %d %d\n", a, b, np == nullptr, cp == nullptr);
  Money m = Money(3) + Money(4);
  V2<int> v{1, 2}; V2<double> w{2.0, 4.0};
  printf("%ld %d %d\n", m.c, (int)(v * 2 == w), (int)(v * 3 == w));
  Fmt<int> fi; Fmt<double> fd;
  printf("%s %s %d\n", fi.name(), fd.name(), use_alloc<Alloc>());
  return 0;
}
@meta main();

// CHECK: 4 7 3
// CHECK-NEXT: 4 8 100 14
// CHECK-NEXT: 5 3.0 1 1
// CHECK-NEXT: 7 1 0
// CHECK-NEXT: int any 9
