// A three-level hierarchy passing constructor arguments up, with members at
// each level, showing full construction and destruction order.
#include <cstdio>

struct M {
    const char *n;
    M(const char *s) : n(s) { printf("  member %s\n", n); }
    ~M() { printf("  ~member %s\n", n); }
};

struct L1 {
    M m{"l1"};
    int a;
    L1(int x) : a(x) { printf("L1(%d)\n", a); }
    ~L1() { printf("~L1\n"); }
};

struct L2 : L1 {
    M m{"l2"};
    int b;
    L2(int x, int y) : L1(x), b(y) { printf("L2(%d)\n", b); }
    ~L2() { printf("~L2\n"); }
};

struct L3 : L2 {
    M m;
    L3() : L2(1, 2), m("l3") { printf("L3 sum %d\n", a + b); }
    ~L3() { printf("~L3\n"); }
};

int main() {
    L3 obj;
    printf("-- in main\n");
    return 0;
}
