// dynamic_cast: upcast, successful and failing downcasts (null pointer),
// cross cast between sibling bases, a reference cast, and a null operand.
#include <cstdio>

struct Base { virtual ~Base() {} int b = 1; };
struct Left : virtual Base { int l = 2; };
struct Right : virtual Base { int r = 3; };
struct Both : Left, Right { int x = 4; };
struct Other : Base {};

int main() {
    Both both;
    Base *pb = &both;
    Left *pl = dynamic_cast<Left *>(pb);
    printf("down to Left: %d\n", pl ? pl->l : -1);
    Right *pr = dynamic_cast<Right *>(pl);
    printf("cross to Right: %d\n", pr ? pr->r : -1);
    Both *pboth = dynamic_cast<Both *>(pr);
    printf("down to Both: %d same %d\n", pboth ? pboth->x : -1, pboth == &both ? 1 : 0);
    Other other;
    Base *po = &other;
    printf("Other as Left: %s\n", dynamic_cast<Left *>(po) ? "ok" : "null");
    printf("Other as Other: %s\n", dynamic_cast<Other *>(po) ? "ok" : "null");
    Base *nothing = nullptr;
    printf("null: %s\n", dynamic_cast<Both *>(nothing) ? "ok" : "null");
    Base &rb = both;
    Right &rr = dynamic_cast<Right &>(rb);
    printf("ref cast %d\n", rr.r);
    Base *up = dynamic_cast<Base *>(&both);
    printf("up %d\n", up->b);
    return 0;
}
