// Prefix and postfix ++ and -- as members and as non-members.
#include <cstdio>

struct Ctr {
    int v;
    Ctr &operator++() { ++v; printf("pre++ -> %d\n", v); return *this; }
    Ctr operator++(int) { Ctr old = *this; ++v; printf("post++ -> %d\n", v); return old; }
};

struct Down { int v; };
Down &operator--(Down &d) { d.v -= 2; return d; }
Down operator--(Down &d, int) { Down old = d; d.v -= 2; return old; }

int main() {
    Ctr c{0};
    Ctr a = c++;
    Ctr b = ++c;
    printf("a %d b %d c %d\n", a.v, b.v, c.v);
    ++++c;
    printf("c %d\n", c.v);
    Down d{10};
    Down e = d--;
    Down &f = --d;
    printf("d %d e %d f %d\n", d.v, e.v, f.v);
    return 0;
}
