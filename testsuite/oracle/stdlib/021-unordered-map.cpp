// <unordered_map> at compile time: insertion, operator[], find, count,
// erase, rehashing growth; results read back in key order.
#include <cstdio>
#include <unordered_map>
int main() {
  std::unordered_map<int, int> m;
  for (int i = 0; i < 100; ++i) m[(i * 37) % 101] += i;
  m.erase(37);
  m.erase(m.find(74));
  long sum = 0;
  for (int k = 0; k < 101; ++k) {
    auto it = m.find(k);
    if (it != m.end()) sum += (long)k * it->second;
  }
  printf("%zu %ld %d %d\n", m.size(), sum, (int)m.count(0), (int)m.count(37));
  std::unordered_map<long, double> w{{1, 0.5}, {2, 1.5}, {3, 2.5}};
  w.insert({4, 3.5});
  printf("%zu %g %g %d\n", w.size(), w.at(2), w[4], w.bucket_count() >= w.size());
  return 0;
}
