// Returning a class by value from a function whose locals are destroyed
// after the return value is constructed.
#include <cstdio>

struct V {
    int v;
    V(int x) : v(x) { printf("V(%d)\n", v); }
    V(const V &o) : v(o.v) { printf("V copy %d\n", v); }
    ~V() { printf("~V(%d)\n", v); }
};

V pick(bool first) {
    V a(1);
    V b(2);
    if (first) return V(a.v + 100);
    return V(b.v + 200);
}

int main() {
    V r = pick(true);
    printf("got %d\n", r.v);
    V s = pick(false);
    printf("got %d\n", s.v);
    return 0;
}
