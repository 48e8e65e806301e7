// Temporaries in if/while conditions and for increments are destroyed
// before the body runs; a variable declared in the condition lives through it.
#include <cstdio>

struct Flag {
    int v;
    Flag(int x) : v(x) { printf("flag %d\n", v); }
    ~Flag() { printf("unflag %d\n", v); }
    explicit operator bool() const { return v != 0; }
};

int main() {
    if (Flag(1).v) printf("then\n");
    if (Flag f = Flag(2)) printf("inside with %d\n", f.v);
    printf("after if\n");
    int i = 0;
    while (Flag(i).v < 2) {
        printf("loop %d\n", i);
        ++i;
    }
    return 0;
}
