// A variadic class template inheriting from a pack of bases, constructing
// each from its own argument; construction and destruction order follow
// the pack order.
#include <cstdio>

template <int I>
struct Part {
    int v;
    Part(int x) : v(x) { printf("Part<%d>(%d)\n", I, x); }
    ~Part() { printf("~Part<%d>\n", I); }
};

template <typename... Bases>
struct Composite : Bases... {
    template <typename... Args>
    Composite(Args... args) : Bases(args)... { printf("Composite of %zu\n", sizeof...(Bases)); }
};

int main() {
    Composite<Part<1>, Part<2>, Part<3>> c(10, 20, 30);
    printf("%d %d %d\n", static_cast<Part<1> &>(c).v, static_cast<Part<2> &>(c).v, static_cast<Part<3> &>(c).v);
    return 0;
}
