// <random> at compile time with fixed seeds: the engines' outputs are
// specified by the standard (mt19937's 10000th output is 4123659995,
// minstd_rand's is 399268537), and the uniform integer distribution is
// libstdc++'s own algorithm on those outputs.
#include <cstdio>
#include <random>
int main() {
  std::mt19937 mt;
  unsigned v = 0;
  for (int i = 0; i < 10000; ++i) v = mt();
  printf("mt19937 %u\n", v);
  std::minstd_rand lc;
  unsigned w = 0;
  for (int i = 0; i < 10000; ++i) w = lc();
  printf("minstd %u\n", w);
  std::mt19937 seeded(42);
  unsigned first = seeded();
  unsigned second = seeded();
  printf("seed42 %u %u\n", first, second);
  std::mt19937_64 mt64;
  unsigned long long z = 0;
  for (int i = 0; i < 10000; ++i) z = mt64();
  printf("mt19937_64 %llu\n", z);
  std::mt19937 d(7);
  std::uniform_int_distribution<int> die(1, 6);
  printf("dice");
  for (int i = 0; i < 10; ++i) printf(" %d", die(d));
  printf("\n");
  return 0;
}
