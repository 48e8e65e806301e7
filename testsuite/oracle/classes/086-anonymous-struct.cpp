// Anonymous structs inside unions and classes (a common extension both g++
// and clang accept in C++ mode), used for named component access.
#include <cstdio>

struct Vec3 {
    union {
        struct {
            float x, y, z;
        };
        float v[3];
    };
};

struct Point {
    struct {
        int a;
        int b;
    } pair;
    struct Named { int c; } named;
};

int main() {
    Vec3 p;
    p.x = 1;
    p.y = 2;
    p.z = 3;
    printf("%.1f %.1f %.1f\n", p.x, p.y, p.z);
    Point q;
    q.pair.a = 4;
    q.pair.b = 5;
    q.named.c = 6;
    printf("%d %d %d\n", q.pair.a, q.pair.b, q.named.c);
    return 0;
}
