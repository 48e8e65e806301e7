// 'this': chaining through returned references, comparing this with an
// object's address, passing *this.
#include <cstdio>

struct Builder {
    int total = 0;
    Builder &plus(int n) { total += n; return *this; }
    Builder &times(int n) { this->total *= n; return *this; }
    bool is(const Builder *other) const { return this == other; }
};

int peek(const Builder &b) { return b.total; }

int main() {
    Builder b;
    b.plus(2).plus(3).times(4);
    printf("total %d\n", b.total);
    Builder c;
    printf("same %d other %d\n", b.is(&b) ? 1 : 0, b.is(&c) ? 1 : 0);
    printf("peek %d\n", peek(b.plus(1)));
    return 0;
}
