// <array> and <tuple>.
#include <cstdio>
#include <array>
#include <tuple>
int main() {
  std::array<int, 4> a{{4, 1, 3, 2}};
  int s = 0;
  for (int x : a) s += x;
  std::tuple<int, char, double> t{1, 'x', 2.5};
  auto u = std::make_tuple(7, 8L);
  printf("%d %d %zu %d\n", s, a[2], a.size(), a.front() + a.back());
  printf("%d %c %g %zu\n", std::get<0>(t), std::get<1>(t), std::get<2>(t), std::tuple_size<decltype(t)>::value);
  printf("%d %ld\n", std::get<0>(u), std::get<1>(u));
  return 0;
}
