// User-defined copy assignment returning *this; chained assignment;
// self-assignment check.
#include <cstdio>

struct Buf {
    int data[4];
    int n;
    Buf(int k) : n(k) { for (int i = 0; i < 4; ++i) data[i] = k * 10 + i; }
    Buf &operator=(const Buf &o) {
        if (this == &o) {
            printf("self-assign\n");
            return *this;
        }
        printf("assign %d <- %d\n", n, o.n);
        n = o.n;
        for (int i = 0; i < 4; ++i) data[i] = o.data[i];
        return *this;
    }
};

int main() {
    Buf a(1), b(2), c(3);
    a = b = c;
    printf("a %d %d, b %d\n", a.n, a.data[3], b.n);
    a = a;
    Buf &r = b;
    r = Buf(9);
    printf("b %d %d\n", b.n, b.data[0]);
    return 0;
}
