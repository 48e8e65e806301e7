// A member function overloaded on const: the const object calls the const
// overload, the non-const object the other one.
#include <cstdio>

struct Box {
    int v;
    int &at() { printf("non-const at\n"); return v; }
    const int &at() const { printf("const at\n"); return v; }
};

void show(const Box &b) { printf("show %d\n", b.at()); }

int main() {
    Box b;
    b.v = 1;
    b.at() = 42;
    show(b);
    const Box cb = {9};
    int x = cb.at();
    printf("x = %d\n", x);
    return 0;
}
