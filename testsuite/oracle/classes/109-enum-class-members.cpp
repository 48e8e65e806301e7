// Scoped enums as members, switch over them in member functions, and an
// operator overloaded for the enum type.
#include <cstdio>

enum class Dir { North, East, South, West };

Dir operator++(Dir &d) {
    d = static_cast<Dir>((static_cast<int>(d) + 1) % 4);
    return d;
}

struct Turtle {
    Dir facing = Dir::North;
    int x = 0, y = 0;
    void step(int n) {
        switch (facing) {
        case Dir::North: y += n; break;
        case Dir::East: x += n; break;
        case Dir::South: y -= n; break;
        case Dir::West: x -= n; break;
        }
    }
    void turn() { ++facing; }
};

int main() {
    Turtle t;
    for (int i = 1; i <= 6; ++i) {
        t.step(i);
        t.turn();
    }
    printf("%d %d facing %d\n", t.x, t.y, static_cast<int>(t.facing));
    return 0;
}
