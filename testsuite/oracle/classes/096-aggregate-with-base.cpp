// C++17 aggregates with base classes: the bases are initialized first from
// the brace list.
#include <cstdio>

struct Pos { int x, y; };
struct Size { int w, h; };
struct Rect : Pos, Size {
    const char *name;
};

int main() {
    Rect r{{1, 2}, {30, 40}, "box"};
    printf("%s at %d,%d size %dx%d\n", r.name, r.x, r.y, r.w, r.h);
    Rect z{};
    printf("%d %d %d %d %s\n", z.x, z.y, z.w, z.h, z.name ? "named" : "null");
    return 0;
}
