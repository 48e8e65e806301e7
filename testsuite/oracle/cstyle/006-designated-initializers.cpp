// Designated initializers in declaration order (C++20's form, which g++
// and clang accept in C++17): members left out take their default member
// initializers or zero, nested braced designated lists, arrays of
// designated structs, and a designated temporary passed to a function.
#include <cstdio>

struct Point { int x, y; };
struct Style { int width = 1; int color = 0xff; bool dashed = false; };
struct Shape { Point origin; Style style; const char *name; };

void show(const Shape &s) {
  printf("%s at (%d,%d) w=%d c=%x d=%d\n", s.name ? s.name : "?", s.origin.x, s.origin.y,
         s.style.width, s.style.color, (int)s.style.dashed);
}

Shape global_shape = { .origin = { .x = 3, .y = 4 }, .name = "global" };

int main() {
  show(global_shape);
  Shape a = { .origin = { .y = 9 }, .style = { .color = 0x10 }, .name = "a" };
  show(a);
  Shape b = { .style = { .width = 5, .dashed = true } };
  show(b);
  Point pts[] = { { .x = 1, .y = 2 }, { .y = 7 } };
  printf("%d %d %d %d\n", pts[0].x, pts[0].y, pts[1].x, pts[1].y);
  show(Shape{ .origin = { 1, 2 }, .name = "temp" });
  Style s{ .width = 3 };
  printf("%d %x %d\n", s.width, s.color, (int)s.dashed);
}
