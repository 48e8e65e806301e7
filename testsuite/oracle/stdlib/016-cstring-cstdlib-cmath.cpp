// <cstring>, <cstdlib>, <cmath> and <cstdint>: glibc's declarations, the
// interpreter's natives and the host C library's math.
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <cmath>
#include <cstdint>
int main() {
  char buf[16];
  std::strcpy(buf, "circle");
  printf("%zu %d %s %s\n", std::strlen(buf), std::strcmp(buf, "circle"), std::strchr(buf, 'r'), std::strstr(buf, "cl"));
  printf("%d %ld %d\n", std::abs(-5), std::labs(-7L), (int)sizeof(std::int64_t));
  printf("%.6f %.6f %.6f %.6f\n", std::sqrt(2.0), std::sin(0.5), std::pow(2.0, 0.5), std::fabs(-1.25));
  printf("%.6f %.6f %g %g\n", std::sqrt(2.0f), std::exp(1.0), std::floor(-2.5), std::round(2.5));
  return 0;
}
