// Default arguments and default member initializers of a class template
// specialization are instantiated only where used ([temp.inst]/3, /12):
// ones that would not compile for these arguments are harmless while every
// call passes the argument and every constructor initializes the member.
#include <cstdio>

struct Tagged { static const int tag = 40; };

template <typename T>
struct Config {
    int base;
    int extra = T::tag + 2;
    Config() : base(1) {}
    explicit Config(int b) : base(b), extra(0) {}
    int scaled(int k, int offset = T::tag) const { return base * k + offset; }
    int plain(int k = 2) const { return base * k + extra; }
};

template <typename T>
struct Counter {
    int hits = T::start;
    int step(int by = T::step) { return hits += by; }
};

struct Zero { static const int start = 0; static const int step = 5; };

int main() {
    Config<int> ci(3);
    printf("%d %d\n", ci.scaled(2, 1), ci.plain());
    Config<Tagged> ct;
    printf("%d %d %d\n", ct.extra, ct.scaled(3), ct.plain(4));
    Counter<Zero> z;
    z.step();
    z.step(2);
    printf("%d\n", z.hits);
    return 0;
}
