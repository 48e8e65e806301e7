// Partial ordering where one template fixes a template argument that the
// other deduces (libstdc++'s operator<<(basic_ostream<char, T>&, const
// char*) beside operator<<(basic_ostream<C, T>&, const C*)): the fixed
// part must match after substitution, so only one direction deduces.
#include <cstdio>

template <class C, class T> struct Out {};

template <class C, class T> int put(Out<C, T> &, const C *) { return 1; }
template <class T> int put(Out<char, T> &, const char *) { return 2; }

template <class C, class T> int one(Out<C, T> &) { return 1; }
template <class T> int one(Out<char, T> &) { return 2; }
template <class C> int one(Out<C, int> &) { return 3; }

template <class A, class B> int pair(A, B) { return 1; }
template <class A> int pair(A, int) { return 2; }
template <class B> int pair(long, B) { return 3; }

int main() {
  Out<char, int> ci;
  Out<char, long> cl;
  Out<wchar_t, long> wl;
  Out<short, int> si;
  printf("put %d %d\n", put(cl, "s"), put(wl, L"w"));
  printf("one %d %d %d\n", one(cl), one(wl), one(si));
  printf("pair %d %d %d\n", pair(1.0, 2.0), pair(1.0, 2), pair(1L, 2.0));
  (void)ci;
  return 0;
}
