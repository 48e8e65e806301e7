// User-provided default constructor, value-initialization of an aggregate
// member and of a class with a defaulted constructor.
#include <cstdio>

struct Zeroed {
    int a;
    double b;
    Zeroed() = default;
};

struct Holder {
    int n;
    Zeroed z;
    Holder() : n(7), z() {}
};

struct Loud {
    int v;
    Loud() : v(3) { printf("Loud() v=%d\n", v); }
};

int main() {
    Zeroed z{};
    printf("z %d %.1f\n", z.a, z.b);
    Holder h;
    printf("h %d %d %.1f\n", h.n, h.z.a, h.z.b);
    Loud arr[3];
    printf("arr %d\n", arr[0].v + arr[1].v + arr[2].v);
    Zeroed *p = new Zeroed();
    printf("p %d\n", p->a);
    delete p;
    return 0;
}
