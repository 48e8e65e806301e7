// Lambdas capturing class objects by copy and by reference: copies happen at
// closure creation, destructors when the closure dies.
#include <cstdio>

struct Probe {
    int v;
    Probe(int x) : v(x) { printf("Probe(%d)\n", v); }
    Probe(const Probe &o) : v(o.v + 100) { printf("Probe copy -> %d\n", v); }
    ~Probe() { printf("~Probe(%d)\n", v); }
};

int main() {
    Probe p(1);
    {
        auto by_copy = [p] { return p.v; };
        auto by_ref = [&p] { return p.v; };
        p.v = 2;
        printf("copy %d ref %d\n", by_copy(), by_ref());
        printf("closure scope ends\n");
    }
    printf("main ends\n");
    return 0;
}
