// Lambdas in member functions capturing this (sees later changes) and *this
// (a copy of the object).
#include <cstdio>

struct Counter {
    int n = 0;
    auto incrementer() { return [this] { return ++n; }; }
    auto snapshot() const { return [*this] { return n; }; }
    int twice() {
        auto add = [=] { n += 1; };
        add();
        add();
        return n;
    }
};

int main() {
    Counter c;
    auto inc = c.incrementer();
    inc();
    inc();
    auto snap = c.snapshot();
    inc();
    printf("n %d snapshot %d\n", c.n, snap());
    printf("twice %d\n", c.twice());
    return 0;
}
