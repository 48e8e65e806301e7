// <map> and <set> at compile time: the red-black tree of the system's
// libstdc++, its out-of-line primitives run natively.
#include <cstdio>
#include <map>
#include <set>
int main() {
  std::map<int, int> m;
  for (int i = 0; i < 50; ++i) m[(i * 17) % 50] = i;
  m.erase(10);
  m.erase(m.find(20));
  long sum = 0;
  for (auto& kv : m) sum += kv.first * 100 + kv.second;
  auto it = m.lower_bound(33);
  printf("%zu %ld %d %d\n", m.size(), sum, it->first, it->second);
  std::set<int> s{5, 1, 4, 1, 5, 9, 2, 6};
  for (int x : s) printf("%d ", x);
  printf("\n%zu %d %d\n", s.size(), (int)s.count(4), *s.rbegin());
  return 0;
}
