// User-declared deduction guides: a template guide that decays its
// arguments (as std::pair's does), a non-template guide, and guides
// chosen over the constructors' implicit guides.
#include <cstdio>

template<class T1, class T2> struct Pair {
  T1 first;
  T2 second;
  Pair(const T1& a, const T2& b) : first(a), second(b) {}
};
template<class T1, class T2> Pair(T1, T2) -> Pair<T1, T2>;

template<class T> struct Box {
  T value;
  Box(T v) : value(v) {}
};
struct Str {
  const char* s;
  Str(const char* p) : s(p) {}
};
Box(const char*) -> Box<Str>;

template<class T> struct Count {
  T n;
  template<class It> Count(It b, It e) : n(0) { for (; b != e; ++b) ++n; }
};
template<class It> Count(It, It) -> Count<int>;

static int len(const char* s) { int n = 0; while (s[n]) ++n; return n; }

int main() {
  Pair p(1, "abc");
  Pair q(2.5, 'x');
  Box b(7);
  Box c("ignored");
  int xs[] = {1, 2, 3, 4};
  Count k(xs, xs + 4);
  printf("%zu %zu %d\n", sizeof(p.first), sizeof(p.second), len(p.second));
  printf("%g %c %zu\n", q.first, q.second, sizeof(q.second));
  printf("%d %zu %s\n", b.value, sizeof(b.value), c.value.s);
  printf("%d %zu\n", k.n, sizeof(k.n));
  return 0;
}
