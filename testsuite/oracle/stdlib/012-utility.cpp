// <utility>: pair, make_pair, swap, move, forward, exchange, index_sequence.
#include <cstdio>
#include <utility>
template<class... T> int count(T&&...) { return (int)sizeof...(T); }
template<std::size_t... I> int sum(std::index_sequence<I...>) { return (0 + ... + (int)I); }
int main() {
  std::pair<int, double> p = std::make_pair(3, 2.5);
  std::pair<int, double> q(4, 1.5);
  std::swap(p, q);
  int a = 1, b = 2;
  int old = std::exchange(a, 7);
  printf("%d %g %d %g\n", p.first, p.second, q.first, q.second);
  printf("%d %d %d %d\n", a, old, count(a, b, std::move(b)), sum(std::make_index_sequence<5>{}));
  printf("%d %d\n", p < q, std::pair<int, int>(1, 2) == std::pair<int, int>(1, 2));
  return 0;
}
