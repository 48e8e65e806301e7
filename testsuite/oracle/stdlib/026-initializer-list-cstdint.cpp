// <initializer_list>, <cstdint> and <cstddef> at compile time: a function
// taking a list, fixed-width integer limits and wraparound, size_t and
// ptrdiff_t arithmetic, offsetof.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
struct S {
  char c;
  std::int64_t w;
};
long sum(std::initializer_list<int> xs) {
  long s = 0;
  for (int x : xs) s += x;
  return s * (long)xs.size();
}
int main() {
  printf("list %ld %ld\n", sum({1, 2, 3}), sum({}));
  std::uint8_t u8 = 250;
  u8 += 10;
  std::int16_t i16 = INT16_MAX;
  std::uint32_t u32 = UINT32_MAX;
  printf("wrap %u %d %u\n", (unsigned)u8, (int)i16, (unsigned)(u32 + 2u));
  printf("limits %lld %llu\n", (long long)INT64_MIN, (unsigned long long)UINT64_MAX);
  int a[5] = {0};
  std::ptrdiff_t d = &a[4] - &a[1];
  std::size_t n = sizeof(a) / sizeof(a[0]);
  printf("ptrdiff %ld size %zu offsetof %zu\n", (long)d, n, offsetof(S, w));
  std::intptr_t ip = 12345;
  printf("intptr %ld\n", (long)ip);
  return 0;
}
