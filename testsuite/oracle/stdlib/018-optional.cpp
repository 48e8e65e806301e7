// <optional> at compile time: engaged and empty states, value_or, emplace,
// reset, comparison, optional of a struct.
#include <cstdio>
#include <optional>
struct Point {
  int x, y;
};
std::optional<int> parse_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  return std::nullopt;
}
int main() {
  std::optional<int> a = parse_digit('7');
  std::optional<int> b = parse_digit('x');
  printf("%d %d %d %d\n", a.has_value(), (bool)b, *a, b.value_or(-1));
  b.emplace(12);
  a.reset();
  printf("%d %d %d\n", a.has_value(), *b, a.value_or(3) + b.value());
  std::optional<Point> p;
  p = Point{2, 5};
  p->x += 10;
  printf("%d %d %d\n", p->x, (*p).y, a < b);
  std::optional<int> c = b;
  printf("%d %d\n", c == b, c != std::optional<int>(4));
  return 0;
}
