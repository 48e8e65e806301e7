// Interpreter benchmark input (scripts/bench-stdlib.sh): N keys inserted
// into a compile-time std::map, in a scrambled order, then summed.
#include <map>
#include <cstdio>
#ifndef N
#define N 100000
#endif
@meta std::map<int, int> m;
@meta for (long i = 0; i < N; ++i) m[(int)((i * 7919) % N)] = (int)i;
@meta long long sum = 0;
@meta for (auto& kv : m) sum += kv.second;
@meta printf("%zu keys, sum %lld\n", m.size(), sum);
int main() { return 0; }
