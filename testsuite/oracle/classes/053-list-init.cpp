// List-initialization: aggregates (nested, with brace elision), classes with
// constructors, copy-list-initialization in returns and arguments, empty braces.
#include <cstdio>

struct Inner { int a, b; };
struct Agg {
    int id;
    Inner in;
    int arr[3];
};

struct Ctor {
    int x, y;
    Ctor() : x(-1), y(-1) { printf("Ctor()\n"); }
    Ctor(int a, int b) : x(a), y(b) { printf("Ctor(%d, %d)\n", a, b); }
};

Ctor make() { return {7, 8}; }
int sum(Ctor c) { return c.x + c.y; }

int main() {
    Agg g{1, {2, 3}, {4, 5, 6}};
    Agg h{9, 8, 7, 6};
    printf("g %d %d %d %d %d %d\n", g.id, g.in.a, g.in.b, g.arr[0], g.arr[1], g.arr[2]);
    printf("h %d %d %d %d %d\n", h.id, h.in.a, h.in.b, h.arr[0], h.arr[1]);
    Ctor c{};
    Ctor d{1, 2};
    Ctor e = {3, 4};
    printf("%d %d %d\n", c.x, d.y, e.x);
    printf("%d\n", sum({5, 6}));
    printf("%d\n", make().y);
    Inner arr[2] = {{1, 2}, {3}};
    printf("%d %d\n", arr[1].a, arr[1].b);
    return 0;
}
