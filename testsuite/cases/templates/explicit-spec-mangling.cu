// An explicit specialization of a function template is mangled as the
// template's signature with the specialization's arguments, as an
// implicit instantiation is (Itanium: `_Z1gIiEvT_`, not `_Z1gIiEvi`),
// also when its name is an operator and its arguments are qualified
// (`operator>><char, N::A<char>>`), and for a member template, whose
// arguments may be deduced (`template<> void C::h(double)`). A defined one
// is an ordinary (strong) function, not an inline instantiation. The names
// equal g++'s, so objects link with libraries that define them
// (libstdc++'s `operator>>(istream&, string&)` is one).
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 -c %s -o %t.gxx.o && nm %t.gxx.o | grep ' [TU] _ZN1N' | awk '{print $(NF-1) $NF}' | sort > %t.expected
// RUN: %circle-rs -c %s -o %t.o && nm %t.o | grep ' [TU] _ZN1N' | awk '{print $(NF-1) $NF}' | sort > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK-DAG: U_ZN1N1gIiEEvT_
// CHECK-DAG: U_ZN1NrsIcNS_1AIcEEEERNS_2ISIT_EES6_RNS_1BIS4_T0_EE
// CHECK-DAG: U_ZN1N1C1hIdEEvT_
// CHECK-DAG: U_ZN1N1gIPKcEEvT_
// CHECK-DAG: T_ZN1N1gIlEEvT_
// CHECK-DAG: T_ZN1N1C1hIfEEvT_
namespace N {
template <class T> struct A {};
template <class T, class U = A<T>> struct B {};
template <class C> struct IS {};
template <class C, class Al> IS<C> &operator>>(IS<C> &is, B<C, Al> &);
template <> IS<char> &operator>>(IS<char> &is, B<char> &);
template <class T> void g(T);
template <> void g(int);
template <> void g<const char *>(const char *);
struct C {
  template <class T> void h(T);
};
template <> void C::h(double);
template <> void g(long) {}
template <> void C::h(float) {}
} // namespace N

void f(N::IS<char> &is, N::B<char> &b, N::C &c) {
  is >> b;
  N::g(1);
  N::g("s");
  c.h(2.0);
}
