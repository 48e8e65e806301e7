// <limits> from the system's libstdc++.
#include <cstdio>
#include <limits>
int main() {
  printf("%d %d %u\n", std::numeric_limits<int>::max(), std::numeric_limits<int>::min(),
         std::numeric_limits<unsigned>::max());
  printf("%lld %d %d\n", std::numeric_limits<long long>::max(), std::numeric_limits<char>::is_signed,
         std::numeric_limits<float>::digits);
  printf("%g %g %d\n", std::numeric_limits<float>::epsilon(), std::numeric_limits<double>::min(),
         std::numeric_limits<double>::max_exponent);
  printf("%d %d\n", std::numeric_limits<float>::has_infinity, (int)std::numeric_limits<short>::digits10);
  return 0;
}
