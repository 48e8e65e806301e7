// A static data member may be declared with an incomplete type
// ([class.static.data]/2): arrays of the enclosing class itself, defined
// after the class is complete.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Color {
  int r, g, b;
  static const Color all[3];
  static Color grid[2][2];
  int sum() const { return r + g + b; }
};
const Color Color::all[3] = {{1, 2, 3}, {10, 20, 30}, {100, 0, 1}};
Color Color::grid[2][2] = {{{1, 1, 1}, {2, 2, 2}}, {{3, 3, 3}, {4, 4, 4}}};
int main() {
  int s = 0;
  for (int i = 0; i < 3; ++i) s += Color::all[i].sum();
  Color::grid[1][0].g = 9;
  printf("%d %d %d\n", s, Color::grid[1][0].sum(), (int)sizeof(Color::all));
  return 0;
}
@meta main();

// META: 167 15 36
