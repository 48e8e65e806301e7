// Parameters shadowing members, resolved with this->; a member initializer
// naming the member and the parameter with the same name.
#include <cstdio>

struct Point {
    int x, y;
    Point(int x, int y) : x(x), y(y) {}
    void set(int x, int y) {
        this->x = x;
        this->y = y + x;
    }
    int dist2(const Point &p) const {
        int dx = x - p.x, dy = y - p.y;
        return dx * dx + dy * dy;
    }
};

int main() {
    Point a(1, 2), b(4, 6);
    printf("%d\n", a.dist2(b));
    a.set(3, 3);
    printf("%d %d %d\n", a.x, a.y, a.dist2(b));
    return 0;
}
