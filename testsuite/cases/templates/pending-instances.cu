// A class template specialization named before any definition matches it
// stays incomplete until one is declared: the primary template defined
// later, an explicit specialization declared, named in a default argument
// (libstdc++'s `char_traits<char>`) and defined later, a partial
// specialization. (Pending instances are defined when a definition
// arrives, not at their first use: a specialization declared only after
// the primary's definition comes too late for them.)
// `extern template` instantiates nothing (its body may need what is not
// declared). A braced temporary may appear in a template argument.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
#include <cstdio>
template<class T> struct X;
template<> struct X<char>;
template<class T> struct X<T*>;
template<class T, class U = X<T>> struct Y;
typedef Y<char> YC;
X<int>* p;
X<char>* pc;
X<long*>* pl;
template<class T> struct X { T v; };
template<class T> struct X<T*> { int z; };
template<> struct X<char> { int w; };
template<class T> struct Fwd;
template<class T> T use_fwd(Fwd<T>& f) { return f.missing(); }
extern template int use_fwd(Fwd<int>&);
template<bool B> struct bc { constexpr operator bool() const { return B; } };
template<bool B> struct Pick { static const int v = B ? 1 : 2; };
using P1 = Pick<bc<true>{}>;
using P2 = Pick<(bc<false>{} ? true : false)>;
int main() {
  X<int> x{3};
  X<char> xc{4};
  X<long*> xl{5};
  printf("%d %d %d %d %d\n", x.v, xc.w, xl.z, P1::v, P2::v);
  return 0;
}
@meta main();
// CHECK: 3 4 5 1 2
