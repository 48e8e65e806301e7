// <chrono> durations at compile time: common_type of durations, arithmetic
// across periods, duration_cast truncation, count, ratio arithmetic.
#include <chrono>
#include <cstdio>
#include <ratio>
int main() {
  using namespace std::chrono;
  seconds s(90);
  milliseconds ms = s + milliseconds(250);
  printf("ms %lld\n", (long long)ms.count());
  minutes m = duration_cast<minutes>(ms);
  printf("min %lld\n", (long long)m.count());
  auto mixed = hours(1) + minutes(30) + seconds(15);
  printf("mixed %lld\n", (long long)mixed.count());
  duration<double, std::ratio<1, 1000>> dms = s;
  printf("double %.1f\n", dms.count());
  nanoseconds ns = microseconds(3) * 4;
  printf("ns %lld %d\n", (long long)ns.count(), (int)(ns > microseconds(11)));
  typedef std::ratio_add<std::ratio<1, 3>, std::ratio<1, 6>> half;
  printf("ratio %lld/%lld\n", (long long)half::num, (long long)half::den);
  printf("mod %lld\n", (long long)(seconds(125) % minutes(1)).count());
  return 0;
}
