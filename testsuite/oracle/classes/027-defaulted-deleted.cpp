// = default and = delete on special members and on an ordinary overload
// that would otherwise take a narrowing conversion.
#include <cstdio>

struct NoCopy {
    int v;
    NoCopy(int x) : v(x) {}
    NoCopy(const NoCopy &) = delete;
    NoCopy &operator=(const NoCopy &) = delete;
    NoCopy(NoCopy &&) = default;
    NoCopy &operator=(NoCopy &&) = default;
};

struct OnlyInt {
    static void take(int v) { printf("int %d\n", v); }
    static void take(double) = delete;
};

struct Defaults {
    int a = 4;
    Defaults() = default;
    Defaults(const Defaults &) = default;
    ~Defaults() = default;
};

int main() {
    NoCopy a(5);
    NoCopy b(static_cast<NoCopy &&>(a));
    NoCopy c(1);
    c = static_cast<NoCopy &&>(b);
    printf("c %d\n", c.v);
    OnlyInt::take(3);
    OnlyInt::take('A');
    Defaults d;
    Defaults e(d);
    printf("e %d\n", e.a);
    return 0;
}
