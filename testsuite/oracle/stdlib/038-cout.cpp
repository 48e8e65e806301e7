// <iostream> at compile time: std::cout with manipulators, interleaved
// with printf (the standard streams are synchronized with C stdio), and
// std::endl/flush.
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <string>
struct Point {
  int x, y;
};
std::ostream& operator<<(std::ostream& os, const Point& p) {
  return os << '(' << p.x << ", " << p.y << ')';
}
int main() {
  std::cout << "table" << std::endl;
  for (int i = 1; i <= 3; ++i) {
    std::cout << std::setw(4) << i << std::setw(8) << std::fixed << std::setprecision(2) << i * 1.25 << '\n';
    printf("  printf row %d\n", i);
  }
  std::cout << std::defaultfloat << Point{3, -4} << ' ' << std::string("str") << ' ' << std::boolalpha << (1 < 2) << std::flush;
  printf("|\n");
  std::cout << std::hex << std::uppercase << std::showbase << 48879 << std::dec << ' ' << 1e-5 << ' ' << 100000.0 << ' ' << 1234567.0 << std::endl;
  return 0;
}
