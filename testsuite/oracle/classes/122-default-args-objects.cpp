// Default arguments of class type are constructed at each call and
// destroyed at the end of the full-expression containing the call.
#include <cstdio>

struct Opt {
    int level;
    Opt(int l = 1) : level(l) { printf("Opt(%d)\n", level); }
    ~Opt() { printf("~Opt(%d)\n", level); }
};

int run(int x, const Opt &o = Opt(3)) { printf("run %d at level %d\n", x, o.level); return x * o.level; }

int main() {
    int a = run(1);
    printf("a = %d\n", a);
    Opt keep(7);
    int b = run(2, keep);
    printf("b = %d\n", b);
    return 0;
}
