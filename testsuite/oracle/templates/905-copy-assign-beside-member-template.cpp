// A class template whose operator= overloads include a member template
// (basic_string's operator=(const T&) for string views): the user-declared
// copy assignment is still the copy assignment operator, so none is
// declared implicitly and `a = b` is not ambiguous.
#include <cstdio>

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

template <class C> struct Str {
  int v = 0;
  int assigned = 0;
  Str() {}
  Str(const Str &o) : v(o.v) {}
  Str &operator=(const Str &o) {
    v = o.v;
    assigned = 1;
    return *this;
  }
  Str &operator=(C c) {
    v = c;
    assigned = 2;
    return *this;
  }
  template <class T>
  typename enable_if<same<T, double>::value, Str &>::type operator=(const T &t) {
    v = (int)t * 2;
    assigned = 3;
    return *this;
  }
};

int main() {
  Str<char> a, b;
  b.v = 5;
  a = b;
  printf("%d %d\n", a.v, a.assigned);
  a = 'A';
  printf("%d %d\n", a.v, a.assigned);
  a = 4.0;
  printf("%d %d\n", a.v, a.assigned);
  return 0;
}
