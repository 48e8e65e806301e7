// Delegating constructors: the target runs first, then the delegating
// constructor's body; the destructor runs once.
#include <cstdio>

struct Rect {
    int w, h;
    Rect(int w_, int h_) : w(w_), h(h_) { printf("Rect(%d, %d)\n", w, h); }
    Rect(int side) : Rect(side, side) { printf("square %d\n", side); }
    Rect() : Rect(1) { printf("default\n"); }
    ~Rect() { printf("~Rect %dx%d\n", w, h); }
};

int main() {
    Rect a;
    Rect b(3);
    Rect c(2, 5);
    printf("area %d %d %d\n", a.w * a.h, b.w * b.h, c.w * c.h);
    return 0;
}
