// <algorithm> and <numeric> on arrays.
#include <cstdio>
#include <algorithm>
#include <numeric>
int main() {
  int v[8] = {5, 3, 8, 1, 9, 2, 7, 4};
  std::sort(v, v + 8);
  for (int x : v) printf("%d ", x);
  printf("\n%d %d %d\n", std::accumulate(v, v + 8, 0), *std::max_element(v, v + 8), std::max(3, 9));
  int* f = std::find(v, v + 8, 7);
  printf("%d %d %d\n", (int)(f - v), (int)std::count_if(v, v + 8, [](int x) { return x % 2 == 0; }),
         std::binary_search(v, v + 8, 6));
  std::reverse(v, v + 8);
  printf("%d %d %d\n", v[0], v[7], std::min({4, 2, 8}));
  return 0;
}
