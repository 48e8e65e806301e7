// Guaranteed copy elision (C++17): a prvalue initializes the object directly,
// even when the class has no copy or move constructor.
#include <cstdio>

struct Pinned {
    int v;
    Pinned(int x) : v(x) { printf("Pinned(%d)\n", x); }
    Pinned(const Pinned &) = delete;
    Pinned(Pinned &&) = delete;
    ~Pinned() { printf("~Pinned(%d)\n", v); }
};

Pinned make(int x) { return Pinned(x * 2); }
Pinned relay(int x) { return make(x + 1); }

struct Wrapper {
    Pinned p;
    Wrapper() : p(make(10)) {}
};

int main() {
    Pinned a = Pinned(1);
    Pinned b = make(2);
    Pinned c = relay(3);
    Wrapper w;
    printf("%d %d %d %d\n", a.v, b.v, c.v, w.p.v);
    return 0;
}
