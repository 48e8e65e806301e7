// volatile-qualified member functions and objects: overloads selected by
// the object's cv-qualification.
#include <cstdio>

struct Reg {
    int v;
    int read() const { return v; }
    int read() const volatile { return v + 1000; }
    void write(int x) volatile { v = x; }
};

int main() {
    Reg r{1};
    volatile Reg vr{2};
    vr.write(5);
    printf("%d %d\n", r.read(), vr.read());
    const volatile Reg &cvr = r;
    printf("%d\n", cvr.read());
    return 0;
}
