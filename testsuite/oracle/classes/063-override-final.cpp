// override and final: a final override, a final class, and calls that the
// compiler may devirtualize but must give the same result.
#include <cstdio>

struct Base {
    virtual int id() const { return 0; }
    virtual int weight() const { return 1; }
    virtual ~Base() = default;
};

struct Mid : Base {
    int id() const override { return 1; }
    int weight() const final { return 10; }
};

struct Leaf final : Mid {
    int id() const override { return 2; }
};

int total(const Base &b) { return b.id() * 100 + b.weight(); }

int main() {
    Base b;
    Mid m;
    Leaf l;
    printf("%d %d %d\n", total(b), total(m), total(l));
    Leaf *lp = &l;
    printf("%d %d\n", lp->id(), lp->weight());
    return 0;
}
