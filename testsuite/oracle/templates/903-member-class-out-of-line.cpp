// A member class of a class template defined outside the enclosing class
// (libstdc++'s basic_ostream<C, T>::sentry), with its constructor defined
// outside both; instances made before and after the definitions.
#include <cstdio>

template <class C> struct Stream {
  class Guard;
  int depth = 0;
  C fill;
  int run(C c);
};

Stream<char> early; // an instance made before Guard's definition

template <class C> class Stream<C>::Guard {
  Stream &s;
  bool ok;

public:
  explicit Guard(Stream &st);
  ~Guard() { --s.depth; }
  bool good() const { return ok; }
  int depth() const { return s.depth; }
};

template <class C> Stream<C>::Guard::Guard(Stream &st) : s(st), ok(false) {
  ++s.depth;
  ok = s.depth < 3;
}

template <class C> int Stream<C>::run(C c) {
  Guard g(*this);
  fill = c;
  return g.good() ? g.depth() * 10 + (int)sizeof(C) : -1;
}

int main() {
  early.fill = 'a';
  int r = early.run('x');
  printf("%d depth %d\n", r, early.depth);
  Stream<long> late;
  r = late.run(7L);
  printf("%d depth %d fill %ld\n", r, late.depth, late.fill);
  Stream<char>::Guard outer(early);
  Stream<char>::Guard inner(early);
  r = early.run('y');
  printf("nested %d %d %c\n", r, (int)inner.good(), early.fill);
  return 0;
}
