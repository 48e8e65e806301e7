// std::map in host code: libstdc++'s templates instantiated by circle-rs,
// its out-of-line red-black tree functions linked from libstdc++.so (the
// names must be mangled as g++ mangles them, `std::` as `St`). The CHECK
// lines are g++-12's output.
// RUN: %circle-rs %s -o %t && %t | %FileCheck %s --match-full-lines
#include <map>
#include <stdio.h>

int main() {
  std::map<int, int> m;
  for (int i = 0; i < 10; ++i) m[i * 7 % 10] = i;
  for (auto& kv : m) printf("%d:%d ", kv.first, kv.second);
  printf("\n");
  // CHECK: 0:0 1:3 2:6 3:9 4:2 5:5 6:8 7:1 8:4 9:7 
  auto it = m.lower_bound(5);
  printf("lower_bound %d %d size %zu\n", it->first, it->second, m.size());
  // CHECK-NEXT: lower_bound 5 5 size 10
  printf("count %zu %zu find %d\n", m.count(3), m.count(11), m.find(8)->second);
  // CHECK-NEXT: count 1 0 find 4
  return 0;
}
