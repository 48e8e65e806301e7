// A temporary bound to a const& or && local lives until the end of the
// reference's scope; a member subobject binding extends the whole temporary.
#include <cstdio>

struct Life {
    int v;
    Life(int x) : v(x) { printf("born %d\n", v); }
    ~Life() { printf("died %d\n", v); }
};

struct Pair {
    Life a;
    Life b;
};

Life make(int x) { return Life(x); }

int main() {
    {
        const Life &r = Life(1);
        printf("using %d\n", r.v);
        Life &&rr = make(2);
        rr.v = 22;
        printf("using %d\n", rr.v);
        const Life &m = Pair{Life(3), Life(4)}.b;
        printf("member %d\n", m.v);
        printf("end of scope\n");
    }
    printf("after scope\n");
    return 0;
}
