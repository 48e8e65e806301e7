// Compound placeholder return types: auto&, const auto&, auto*, auto&&,
// deduced from the first return like a variable declared so.
#include <cstdio>

int g = 5;
auto& ref() { return g; }
const auto& cref() { return g; }
const auto* cptr() { return &g; }
template<typename T> struct Box { T v; auto& get() { return v; } const auto& get() const { return v; } };
template<typename T> auto&& forward_it(T&& x) { return static_cast<T&&>(x); }
template<int I, typename T> auto& pick(T& a, T& b) { if (I == 0) return a; return b; }

int main() {
    ref() = 7;
    Box<double> b{1.5};
    b.get() += 1;
    const Box<double>& cb = b;
    int x = 1, y = 2;
    pick<1>(x, y) = 20;
    forward_it(x) = 10;
    printf("%d %d %d %g %g\n", g, cref(), *cptr(), b.get(), cb.get());
    printf("%d %d\n", x, y);
    return 0;
}
