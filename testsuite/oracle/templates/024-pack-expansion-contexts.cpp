// Pack expansions in function arguments, initializer lists, base classes,
// template arguments and lambda captures.
#include <cstdio>

int sq(int x) { return x * x; }

template <typename... Ts>
int sum_of_squares(Ts... xs) {
    int arr[] = {0, sq(xs)...};
    int s = 0;
    for (int v : arr) s += v;
    return s;
}

struct A { int a = 1; };
struct B { int b = 2; };
struct C { int c = 3; };

template <typename... Bases>
struct Mixed : Bases... {
    int count() const { return sizeof...(Bases); }
};

template <typename... Ts> struct TypeList { static const int size = sizeof...(Ts); };
template <typename... Ts> struct Wrap { using type = TypeList<Ts *...>; };

template <typename... Ts>
auto capture_all(Ts... xs) {
    return [xs...] { return (xs + ...); };
}

int main() {
    printf("%d\n", sum_of_squares(1, 2, 3));
    Mixed<A, B, C> m;
    printf("%d %d %d %d\n", m.count(), m.a, m.b, m.c);
    printf("%d\n", Wrap<int, char, double>::type::size);
    printf("%d\n", capture_all(4, 5, 6)());
    return 0;
}
