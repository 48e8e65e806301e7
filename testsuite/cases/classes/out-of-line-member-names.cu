// Out-of-line member definitions as libstdc++ writes them: qualified
// operator names (`inline bool type_info::operator==`), parameter types
// named by the class's own member typedefs (`ct<C>::move(char_type*)`),
// and a friend function template named by its namespace
// (`template<class E> friend ep std::make_ep(E)`), whose specializations
// may use the class's private members.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// CHECK: 1 0 3 42
#include <cstdio>
namespace lib {
  class info { public: bool operator==(const info&) const; bool operator!=(const info&) const; int x; };
  inline bool info::operator==(const info& a) const { return x == a.x; }
  bool info::operator!=(const info& a) const { return !(*this == a); }

  template<class C> struct ct {
    typedef C char_type;
    static char_type* move(char_type*, const char_type*, unsigned long);
    static int count(const char_type* s);
  };
  template<class C>
  typename ct<C>::char_type*
  ct<C>::
  move(char_type* a, const char_type* b, unsigned long n) {
    for (unsigned long i = 0; i < n; ++i) a[i] = b[i];
    return a;
  }
  template<class C> int ct<C>::count(const char_type* s) { int n = 0; while (s[n]) ++n; return n; }

  namespace detail { class ep; }
  using detail::ep;
  template<typename E> ep make_ep(E);
  namespace detail {
    class ep {
      int v;
      template<typename E> friend ep lib::make_ep(E);
    public:
      int value() const { return v; }
    };
  }
  template<typename E> ep make_ep(E e) { ep r; r.v = (int)e; return r; }
}
int main() {
  lib::info a{1}, b{1}, c{2};
  char buf[4] = {0, 0, 0, 0};
  lib::ct<char>::move(buf, "abc", 3);
  printf("%d %d %d %d\n", a == b, a != b || !(a != c), lib::ct<char>::count(buf), lib::make_ep(42.5).value());
  return 0;
}
@meta main();
