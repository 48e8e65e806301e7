// <iterator> at compile time: iterator_traits, advance/distance/next/prev,
// reverse_iterator, back_inserter, std::begin/end on arrays.
#include <cstdio>
#include <iterator>
#include <vector>
int main() {
  int a[6] = {3, 1, 4, 1, 5, 9};
  int *b = std::begin(a);
  int *e = std::end(a);
  printf("distance %ld\n", (long)std::distance(b, e));
  int *p = b;
  std::advance(p, 2);
  printf("advance %d next %d prev %d\n", *p, *std::next(p, 3), *std::prev(e));
  printf("reversed:");
  for (std::reverse_iterator<int *> r(e); r != std::reverse_iterator<int *>(b); ++r)
    printf(" %d", *r);
  printf("\n");
  std::vector<int> v;
  auto out = std::back_inserter(v);
  for (int x : a)
    if (x > 2) *out++ = x * 10;
  printf("back_inserter:");
  for (auto it = v.rbegin(); it != v.rend(); ++it) printf(" %d", *it);
  printf("\n");
  using T = std::iterator_traits<int *>;
  printf("traits %d %d\n", (int)sizeof(T::value_type),
         (int)std::is_same<T::iterator_category, std::random_access_iterator_tag>::value);
  return 0;
}
