// Virtual base classes: one shared subobject, constructed first by the most
// derived class, whose mem-initializer for it wins.
#include <cstdio>

struct Root {
    int v;
    Root(int x) : v(x) { printf("Root(%d)\n", x); }
    ~Root() { printf("~Root\n"); }
};

struct Left : virtual Root {
    Left() : Root(1) { printf("Left\n"); }
    ~Left() { printf("~Left\n"); }
};

struct Right : virtual Root {
    Right() : Root(2) { printf("Right\n"); }
    ~Right() { printf("~Right\n"); }
};

struct Bottom : Left, Right {
    Bottom() : Root(3) { printf("Bottom\n"); }
    ~Bottom() { printf("~Bottom\n"); }
};

int main() {
    {
        Bottom b;
        b.Left::v += 10;
        printf("shared %d %d %d\n", b.v, b.Left::v, b.Right::v);
        Root &r1 = static_cast<Left &>(b);
        Root &r2 = static_cast<Right &>(b);
        printf("same root %d\n", &r1 == &r2 ? 1 : 0);
    }
    printf("--\n");
    Left l;
    printf("left alone %d\n", l.v);
    return 0;
}
