// Interpreter benchmark input (scripts/bench-stdlib.sh): N keys inserted
// into a compile-time std::map, in a scrambled order, then summed.
#include <map>
#include <cstdio>
#ifndef N
#define N 100000
#endif
long long insert_keys(long n) {
  std::map<int, int> m;
  for (long i = 0; i < n; ++i) m.insert(std::make_pair((int)((i * 7919) % n), (int)i));
  long long sum = 0;
  for (const auto& kv : m) sum += kv.second;
  printf("%zu keys, sum %lld\n", m.size(), sum);
  return sum;
}
@meta insert_keys(N);
int main() { return 0; }
