// Temporaries are destroyed at the end of the full-expression, in reverse
// order of construction.
#include <cstdio>

struct Tmp {
    int v;
    Tmp(int x) : v(x) { printf("make %d\n", v); }
    ~Tmp() { printf("drop %d\n", v); }
    int get() const { return v; }
    Tmp next() const { return Tmp(v + 1); }
};

int main() {
    int x = Tmp(1).get();
    printf("x = %d\n", x);
    int y = Tmp(10).next().next().get();
    printf("y = %d\n", y);
    int z = (Tmp(20), Tmp(21), Tmp(22)).get();
    printf("z = %d\n", z);
    bool b = Tmp(30).get() > 0 && Tmp(31).get() > 0;
    printf("b = %d\n", b ? 1 : 0);
    return 0;
}
