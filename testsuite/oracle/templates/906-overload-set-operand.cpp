// A function template or overload set as the right operand of an
// overloaded operator (`std::cout << std::endl`): the candidate operator
// whose parameter is a function pointer gives the target type that picks
// the specialization.
#include <cstdio>

template <class C> struct Sink {
  int lines = 0;
  int items = 0;
  Sink &operator<<(int) {
    ++items;
    return *this;
  }
  Sink &operator<<(Sink &(*manip)(Sink &)) { return manip(*this); }
};

template <class C> Sink<C> &newline(Sink<C> &s) {
  ++s.lines;
  return s;
}

template <class C> Sink<C> &twice(Sink<C> &s) {
  s.items *= 2;
  return s;
}
Sink<char> &twice(Sink<char> &s, int) { return s; }

int main() {
  Sink<char> s;
  s << 1 << newline << 2 << 3 << twice << newline;
  printf("lines %d items %d\n", s.lines, s.items);
  Sink<long> l;
  l << newline << (newline) << 4;
  printf("lines %d items %d\n", l.lines, l.items);
  return 0;
}
