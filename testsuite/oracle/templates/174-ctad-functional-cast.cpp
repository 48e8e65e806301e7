// Class template argument deduction in functional-cast expressions and
// return statements.
#include <cstdio>

template <typename A, typename B>
struct Pair {
    A first; B second;
    Pair(A a, B b) : first(a), second(b) {}
};

template <typename T>
struct Wrap {
    T v;
    Wrap(T x) : v(x) {}
    T get() const { return v; }
};

auto make() { return Pair(3, 'z'); }

int main() {
    auto p = Pair(1, 2.5);
    printf("%d %.1f %d\n", p.first, p.second, (int)sizeof(p));
    auto q = make();
    printf("%d %c\n", q.first, q.second);
    printf("%ld\n", Wrap(40L).get() + 2);
    printf("%d\n", (int)sizeof(Wrap(1.0f)));
    return 0;
}
