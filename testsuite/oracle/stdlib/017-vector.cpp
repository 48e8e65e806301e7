// <vector> at compile time: growth through push_back/emplace_back, indexing,
// iteration, insert/erase, std::sort on a vector and a vector of structs.
#include <algorithm>
#include <cstdio>
#include <vector>
struct Item {
  int key;
  double weight;
};
int main() {
  std::vector<int> v;
  for (int i = 0; i < 20; ++i) v.push_back((i * 7) % 13);
  printf("%zu %d %d %d\n", v.size(), v[0], v[5], v.back());
  std::sort(v.begin(), v.end());
  for (int x : v) printf("%d ", x);
  printf("\n");
  v.erase(std::unique(v.begin(), v.end()), v.end());
  v.insert(v.begin() + 2, 100);
  long sum = 0;
  for (std::size_t i = 0; i < v.size(); ++i) sum += v[i] * (long)(i + 1);
  printf("%zu %ld %d\n", v.size(), sum, (int)(std::find(v.begin(), v.end(), 9) - v.begin()));
  std::vector<Item> items;
  items.push_back(Item{3, 1.5});
  items.push_back(Item{1, 4.25});
  items.emplace_back(Item{2, 0.5});
  std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.key < b.key; });
  for (const auto& it : items) printf("%d:%g ", it.key, it.weight);
  printf("\n");
  std::vector<std::vector<int>> grid(3, std::vector<int>(4, 1));
  grid[1][2] = 7;
  int total = 0;
  for (auto& row : grid)
    for (int x : row) total += x;
  std::vector<int> copy = v;
  copy.pop_back();
  copy.resize(3);
  printf("%d %zu %zu %d\n", total, grid.size(), copy.size(), copy == std::vector<int>{0, 1, 100});
  std::vector<int> r(v.rbegin(), v.rend());
  printf("%d %d %d\n", r.front(), r.back(), (int)r.capacity() >= (int)r.size());
  return 0;
}
