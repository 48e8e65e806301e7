// Unsigned arithmetic wraps modulo 2^N, also where the mathematical result
// needs more than 128 bits (UINT64_MAX * UINT64_MAX) or is negative.
#include <cstdio>

static unsigned long long mul(unsigned long long a, unsigned long long b) { return a * b; }

int main() {
  unsigned long long m = 0xFFFFFFFFFFFFFFFFull;
  printf("%llu %llu %llu\n", mul(m, m), mul(m, 3), mul(0x8000000000000000ull, 2));
  unsigned long long h = 1469598103934665603ull;
  for (int i = 0; i < 64; i++) h = (h ^ (unsigned)i) * 1099511628211ull * m;
  printf("%llu\n", h);
  unsigned u = 0xFFFFFFFFu;
  printf("%u %u %u\n", u * u, u + u, 0u - 5u);
  unsigned long long s = 0;
  printf("%llu %llu\n", s - 1, m + m);
  return 0;
}
