// Interpreter benchmark input (scripts/bench-meta.sh): a constexpr loop of
// 10^6 iterations that calls other constexpr functions and indexes a local
// array, evaluated in a static_assert.
#ifndef N
#define N 1000000
#endif
constexpr int step(int x, int k) { return (x * 31 + k) & 1023; }
constexpr int pick(const int* t, int i) { return t[i & 15]; }
constexpr long walk(long n) {
  int table[16] = {};
  for (int i = 0; i < 16; ++i) table[i] = i * i;
  long sum = 0;
  int x = 1;
  for (long i = 0; i < n; ++i) {
    x = step(x, (int)(i & 7));
    table[x & 15] += 1;
    sum += pick(table, x);
  }
  return sum;
}
static_assert(walk(N) > 0, "the loop ran");
int main() { return 0; }
